import type { Status as StatusData } from '@murmur/shared/core';
import { profilePath, routePaths } from '@murmur/shared/core';
import { CornerUpLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { statusMessages } from './messages';

/** Who the replied-to post's author is, from what the status tells (mentions, Pleroma's acct). */
function repliedToAcct(status: StatusData): string | null {
  const accountId = status.in_reply_to_account_id;
  if (accountId === status.account.id) return status.account.acct;
  const mention = status.mentions.find((m) => m.id === accountId);
  return mention?.acct || status.pleroma.in_reply_to_account_acct || null;
}

/** "Reply to @name" on a reply, linking to the post replied to and to its author. */
export function ReplyIndicator({
  status,
  restrictedNicknames,
}: {
  status: StatusData;
  restrictedNicknames: readonly string[];
}) {
  const parentId = status.in_reply_to_id;
  if (!parentId) return null;
  const acct = repliedToAcct(status);
  const accountId = status.in_reply_to_account_id;
  return (
    <p className="status-reply-to">
      <CornerUpLeft className="status-reply-icon icon-directional" size={14} aria-hidden="true" />
      <Link to={routePaths.notice(parentId)}>
        <FormattedMessage {...(acct ? statusMessages.replyTo : statusMessages.replyToUnknown)} />
      </Link>
      {acct && accountId ? (
        <>
          {' '}
          <Link
            to={profilePath({ id: accountId, acct }, restrictedNicknames)}
            className="status-reply-to-account"
          >
            <bdi>@{acct}</bdi>
          </Link>
        </>
      ) : null}
    </p>
  );
}
