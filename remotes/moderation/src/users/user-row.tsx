import type { AdminUser } from '@murmur/shared';
import { AccountName, bidiIsolate, useAccount } from '@murmur/shared';
import { LoaderCircle, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModerationAction } from '../common/offline';
import { useAction } from '../common/use-action';
import { approve, setActive } from '../user-menu/account-actions';
import { messages as menuMessages } from '../user-menu/messages';
import { UserModerationMenu } from '../user-menu/user-moderation-menu';
import { messages } from './messages';

/** One user of the users tab with its badges and the activation and approval actions. */
export function UserRow({ user, canApprove }: { user: AdminUser; canApprove: boolean }) {
  const intl = useIntl();
  const { busy, error, run } = useAction();
  const pending = !user.is_approved;
  // The admin API's user has no custom emoji: the account (the row's menu reads it into the store)
  // has them, so ':blobcatheart:' shows as its picture rather than as a shortcode (issue 38).
  const account = useAccount(user.id);
  // Deactivating is confirmed in place: a second modal would replace the moderation modal and lose
  // the moderator's tab, filter and search.
  const [confirming, setConfirming] = useState(false);
  // Approving and (de)activating need the server: held offline with the reason (issue 36).
  const net = useModerationAction();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  return (
    <li className="user-row" aria-busy={busy}>
      <div className="user-row__who">
        <AccountName
          className="user-row__name"
          text={user.display_name || user.nickname}
          emojis={account?.emojis}
        />
        <bdi className="user-row__acct">@{user.nickname}</bdi>
        <span className="user-row__badges">
          {user.roles.admin ? (
            <span className="moderation-badge">
              <FormattedMessage {...messages.badgeAdmin} />
            </span>
          ) : null}
          {user.roles.moderator ? (
            <span className="moderation-badge">
              <FormattedMessage {...messages.badgeModerator} />
            </span>
          ) : null}
          {!user.is_active ? (
            <span className="moderation-badge moderation-badge--warn">
              <FormattedMessage {...messages.badgeDeactivated} />
            </span>
          ) : null}
          {pending ? (
            <span className="moderation-badge moderation-badge--warn">
              <FormattedMessage {...messages.badgePending} />
            </span>
          ) : null}
        </span>
        {pending && user.registration_reason ? (
          <p className="user-row__reason">
            {intl.formatMessage(messages.reason, { reason: user.registration_reason })}
          </p>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a row's buttons, labelled for screen readers */}
      <div
        className="user-row__actions"
        role="group"
        aria-label={intl.formatMessage(messages.userActions, { acct: `@${user.nickname}` })}
      >
        {pending && canApprove ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(() => void run(() => approve([user.nickname])))}
          >
            <UserPlus aria-hidden="true" size={16} /> <FormattedMessage {...messages.approve} />
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={busy}
          {...net.control()}
          onClick={net.guard(() => {
            if (!user.is_active) return void run(() => setActive(user.nickname, user.id, true));
            // Deactivating locks a person out: asked first.
            setConfirming(true);
          })}
        >
          {user.is_active ? (
            <UserX aria-hidden="true" size={16} />
          ) : (
            <UserCheck aria-hidden="true" size={16} />
          )}{' '}
          <FormattedMessage {...(user.is_active ? messages.deactivate : messages.activate)} />
        </button>
        <UserModerationMenu accountId={user.id} inlineConfirm />
        {busy ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} /> : null}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={intl.formatMessage(messages.deactivate)}
          className="moderation-confirm"
        >
          <span>
            {intl.formatMessage(messages.deactivateConfirm, { acct: bidiIsolate(`@${user.nickname}`) })}
          </span>
          <button ref={cancel} type="button" className="button" onClick={() => setConfirming(false)}>
            {intl.formatMessage(menuMessages.cancel)}
          </button>
          <button
            type="button"
            className="button moderation-danger"
            {...net.control()}
            onClick={net.guard(() => {
              setConfirming(false);
              void run(() => setActive(user.nickname, user.id, false));
            })}
          >
            {intl.formatMessage(messages.deactivate)}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="moderation-error">
          {intl.formatMessage(messages.actionFailed, { error })}
        </p>
      ) : null}
    </li>
  );
}
