import { AccountName, routePaths, type Status, spokenName } from '@murmur/shared/core';
import { Quote } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { displayName } from '../status/display-name';
import { StatusContent } from '../status/status-content';
import { quoteMessages as m } from './messages';

/**
 * The quoted post inside a quote (spec 3: quote cards go to the conversation): author, content
 * warning or text (clamped), and the number of files. One level only: a quote's own quote is not
 * shown, so a chain of quotes cannot nest without end.
 */
export function QuoteCard({
  quote,
  restrictedNicknames,
}: {
  quote: Status;
  restrictedNicknames: readonly string[];
}) {
  const intl = useIntl();
  const warning = quote.spoiler_text.trim();
  const files = quote.media_attachments.length;
  return (
    <div className="quote-card">
      <Link
        className="quote-card__author"
        to={routePaths.notice(quote.id)}
        title={intl.formatMessage(m.open, {
          name: spokenName(displayName(quote.account), quote.account.acct),
        })}
      >
        <Quote size={14} aria-hidden="true" />
        <AccountName
          className="quote-card__name"
          text={displayName(quote.account)}
          emojis={quote.account.emojis}
        />
        <bdi className="quote-card__acct">@{quote.account.acct}</bdi>
      </Link>
      {warning ? (
        <span className="quote-card__warning">{intl.formatMessage(m.warning, { warning })}</span>
      ) : (
        <div className="quote-card__text">
          <StatusContent status={quote} restrictedNicknames={restrictedNicknames} />
        </div>
      )}
      {files > 0 ? (
        <span className="quote-card__files">{intl.formatMessage(m.files, { count: files })}</span>
      ) : null}
    </div>
  );
}
