import type { Status as StatusData } from '@murmur/shared/core';
import { AccountName, POST_ACTION_ATTRIBUTE, profilePath, routePaths } from '@murmur/shared/core';
import { Pencil } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatusLanguage } from '../language/status-language';
import { AuthorCard } from './author-card';
import { displayName } from './display-name';
import { statusMessages } from './messages';
import { RelativeTime } from './relative-time';
import { ScopeIcon } from './scope-icon';

export interface StatusHeaderProps {
  status: StatusData;
  /** Id of the author's name, part of the post's accessible name. */
  nameId: string;
  /** Id of the time, part of the post's accessible name. */
  timeId: string;
  restrictedNicknames: readonly string[];
  /** Opens the edit history: the 'Edited' label is then a button (issue 38). */
  onHistory?: () => void;
}

/** Avatar, display name (with custom emoji) and @acct linking to the profile; the time links to the post. */
export function StatusHeader({ status, nameId, timeId, restrictedNicknames, onHistory }: StatusHeaderProps) {
  const intl = useIntl();
  const { account } = status;
  const editedAt = status.edited_at
    ? intl.formatDate(status.edited_at, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  return (
    <header className="status-header">
      <AuthorCard account={account} />
      <Link to={profilePath(account, restrictedNicknames)} className="status-author">
        <span className="status-names">
          <AccountName
            id={nameId}
            className="status-display-name"
            text={displayName(account)}
            emojis={account.emojis}
          />
          <bdi className="status-acct">@{account.acct}</bdi>
        </span>
      </Link>
      {status.edited_at ? (
        // A visible word, not a bare pencil: it says the post changed and opens what changed.
        onHistory ? (
          <button
            type="button"
            className="status-edited status-edited--button"
            title={intl.formatMessage(statusMessages.editedShowHistory, { time: editedAt })}
            // The name starts with the visible word in every language (speech control finds the
            // button by what it shows); that it opens the history is the title's and the popup's.
            aria-label={`${intl.formatMessage(statusMessages.editedLabel)} (${editedAt})`}
            aria-haspopup="dialog"
            onClick={onHistory}
          >
            <Pencil size={12} aria-hidden="true" />
            {intl.formatMessage(statusMessages.editedLabel)}
          </button>
        ) : (
          <span
            className="status-edited"
            title={intl.formatMessage(statusMessages.edited, { time: editedAt })}
          >
            <Pencil size={12} aria-hidden="true" />
            <span aria-hidden="true">{intl.formatMessage(statusMessages.editedLabel)}</span>
            <span className="status-sr-only">
              {intl.formatMessage(statusMessages.edited, { time: editedAt })}
            </span>
          </span>
        )
      ) : null}
      <StatusLanguage language={status.language} />
      <ScopeIcon visibility={status.visibility} />
      <Link
        to={routePaths.notice(status.id)}
        className="status-time-link"
        {...{ [POST_ACTION_ATTRIBUTE]: 'open' }}
      >
        <RelativeTime id={timeId} dateTime={status.created_at} />
      </Link>
    </header>
  );
}
