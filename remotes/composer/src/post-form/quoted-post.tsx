import '../quote/quote-card.css';
import { useStatus } from '@murmur/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { QuoteCard } from '../quote/quote-card';
import { useRestrictedNicknames } from '../status/use-restricted-nicknames';
import { formHintMessages } from './form-hint-messages';

/** The post a quote form quotes, shown above the text so the user sees what they answer. */
export function QuotedPost({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const status = useStatus(statusId);
  const restrictedNicknames = useRestrictedNicknames();
  if (!status) return null;
  return (
    <section className="post-form__quoting" aria-labelledby={titleId}>
      <h3 id={titleId} className="post-form__quoting-title">
        {intl.formatMessage(formHintMessages.quoting)}
      </h3>
      <QuoteCard quote={status.reblog ?? status} restrictedNicknames={restrictedNicknames} />
    </section>
  );
}
