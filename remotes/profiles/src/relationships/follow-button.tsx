import {
  type Account,
  bus,
  describeError,
  type Relationship,
  useOnline,
  usePreference,
} from '@murmur/shared';
import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { profileMessages as m } from '../messages';
import { changeRelationship, followLabel, followWithRepoll } from './relationship-actions';

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/**
 * The follow button (spec 2 section 4): follow when neither following nor requested, otherwise
 * unfollow (confirmed first with modalOnUnfollow); disabled while in progress, for a deactivated
 * account, when the account blocks the viewer, and offline (saying why: decision 0121).
 */
export function FollowButton({
  account,
  relationship,
}: {
  account: Account;
  relationship: Relationship | undefined;
}) {
  const intl = useIntl();
  const confirmUnfollow = usePreference('modalOnUnfollow');
  const online = useOnline();
  const [inProgress, setInProgress] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = followLabel(relationship, inProgress);
  const engaged = Boolean(relationship?.following || relationship?.requested);
  // Until the relationship is known the button cannot tell follow from unfollow: it waits.
  const disabled =
    relationship === undefined ||
    inProgress ||
    !online ||
    account.pleroma.deactivated ||
    Boolean(relationship?.blocked_by);

  const run = (work: () => Promise<unknown>) => {
    setInProgress(true);
    setError(null);
    work()
      .catch((reason: unknown) => setError(errorText(intl, reason)))
      .finally(() => setInProgress(false));
  };
  const onClick = () => {
    if (!engaged) {
      run(() => followWithRepoll(account.id));
      return;
    }
    const unfollow = () => run(() => changeRelationship(account.id, 'unfollow'));
    if (!confirmUnfollow) {
      unfollow();
      return;
    }
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(m.unfollow),
        text: intl.formatMessage(m.unfollowConfirm, { user: account.acct }),
        acceptLabel: intl.formatMessage(m.unfollow),
        onAccept: unfollow,
      },
    });
  };

  const text = {
    follow: m.follow,
    progress: m.followProgress,
    following: m.following,
    requested: m.followSent,
  }[label];
  return (
    <>
      <button
        type="button"
        className={`button user-card__button user-card__follow${engaged ? ' user-card__follow--engaged' : ''}`}
        aria-pressed={engaged}
        disabled={disabled}
        onClick={onClick}
        title={
          !online
            ? intl.formatMessage(m.offlineUnavailable, { action: intl.formatMessage(text) })
            : engaged
              ? intl.formatMessage(m.unfollow)
              : undefined
        }
      >
        {engaged ? <UserCheck size={16} aria-hidden="true" /> : <UserPlus size={16} aria-hidden="true" />}
        {intl.formatMessage(text)}
      </button>
      {error ? (
        <p className="user-card__error" role="alert">
          {intl.formatMessage(m.actionError, { error })}
        </p>
      ) : null}
    </>
  );
}
