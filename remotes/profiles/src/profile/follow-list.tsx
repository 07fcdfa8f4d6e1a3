import {
  type Account,
  bidiIsolate,
  bus,
  isAbortError,
  routePaths,
  useRelationship,
  useSession,
} from '@murmur/shared';
import { Hash, UserMinus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PersonIdentity } from '../card/person-identity';
import { profileMessages as pm } from '../messages';
import { FollowButton } from '../relationships/follow-button';
import { changeRelationship } from '../relationships/relationship-actions';
import {
  type FollowedTag,
  type FollowListKind,
  fetchFollowedTags,
  fetchFollowList,
} from './follow-list-data';
import { followListMessages as m } from './follow-lists-messages';

type ListState = {
  accounts: Account[];
  /** The next page's cursor; null once the last page came (or before the first). */
  nextMaxId: string | null;
  loading: boolean;
  failed: boolean;
};

const START: ListState = { accounts: [], nextMaxId: null, loading: true, failed: false };

/**
 * A profile's followees or followers, 20 at a time with 'load more' (spec 2 section 2): each with
 * the follow button, and on one's own followers list the button that removes the follower.
 */
export function FollowList({
  account,
  kind,
  self,
}: {
  account: Account;
  kind: FollowListKind;
  self: boolean;
}) {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.kind === 'user';
  const [state, setState] = useState<ListState>(START);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (maxId: string | null) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((s) => ({ ...s, loading: true, failed: false }));
      fetchFollowList(account.id, kind, maxId, current.signal, signedIn).then(
        (page) =>
          setState((s) => ({
            accounts: maxId ? [...s.accounts, ...page.accounts] : page.accounts,
            nextMaxId: page.nextMaxId,
            loading: false,
            failed: false,
          })),
        (error: unknown) => {
          if (!isAbortError(error)) setState((s) => ({ ...s, loading: false, failed: true }));
        },
      );
    },
    [account.id, kind, signedIn],
  );
  useEffect(() => {
    setState(START);
    load(null);
    return () => controller.current?.abort();
  }, [load]);

  const removed = (id: string) =>
    setState((s) => ({ ...s, accounts: s.accounts.filter((a) => a.id !== id) }));
  const empty = !state.loading && !state.failed && state.accounts.length === 0;

  return (
    <div className="follow-list" aria-busy={state.loading}>
      {state.accounts.length > 0 ? (
        <ul className="follow-list__items">
          {state.accounts.map((item) => (
            <FollowListRow
              key={item.id}
              account={item}
              withFollow={signedIn && session.accountId !== item.id}
              removable={self && kind === 'followers'}
              onRemoved={() => removed(item.id)}
            />
          ))}
        </ul>
      ) : null}
      {empty ? (
        <p className="follow-list__empty">
          {intl.formatMessage(kind === 'followers' ? m.noFollowers : m.noFollowees)}
        </p>
      ) : null}
      {state.loading ? <p role="status">{intl.formatMessage(pm.loading)}</p> : null}
      {state.failed ? (
        <div role="alert" className="follow-list__error">
          <p>{intl.formatMessage(m.failed)}</p>
          <button type="button" className="button" onClick={() => load(state.nextMaxId)}>
            {intl.formatMessage(pm.retry)}
          </button>
        </div>
      ) : null}
      {!state.loading && !state.failed && state.nextMaxId !== null ? (
        <button type="button" className="button follow-list__more" onClick={() => load(state.nextMaxId)}>
          {intl.formatMessage(m.loadMore)}
        </button>
      ) : null}
    </div>
  );
}

function FollowListRow({
  account,
  withFollow,
  removable,
  onRemoved,
}: {
  account: Account;
  withFollow: boolean;
  removable: boolean;
  onRemoved: () => void;
}) {
  const intl = useIntl();
  const relationship = useRelationship(account.id);
  const [removing, setRemoving] = useState(false);
  const remove = () =>
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(pm.removeFollower),
        text: intl.formatMessage(pm.removeFollowerConfirm, { user: bidiIsolate(`@${account.acct}`) }),
        acceptLabel: intl.formatMessage(pm.removeFollower),
        onAccept: () => {
          setRemoving(true);
          changeRelationship(account.id, 'remove_from_followers').then(onRemoved, () => setRemoving(false));
        },
      },
    });
  return (
    <li className="search__person">
      <PersonIdentity account={account} />
      <span className="follow-list__actions">
        {withFollow ? <FollowButton account={account} relationship={relationship ?? undefined} /> : null}
        {removable ? (
          <button type="button" className="button" disabled={removing} onClick={remove}>
            <UserMinus size={16} aria-hidden="true" /> {intl.formatMessage(pm.removeFollower)}
          </button>
        ) : null}
      </span>
    </li>
  );
}

/** One's own followed hashtags (the followees tab's second list, spec 2 section 2). */
export function FollowedTags() {
  const intl = useIntl();
  const [tags, setTags] = useState<FollowedTag[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt retries
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchFollowedTags(controller.signal).then(setTags, (error: unknown) => {
      if (!isAbortError(error)) setFailed(true);
    });
    return () => controller.abort();
  }, [attempt]);
  if (failed) {
    return (
      <div role="alert" className="follow-list__error">
        <p>{intl.formatMessage(m.failed)}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {intl.formatMessage(pm.retry)}
        </button>
      </div>
    );
  }
  if (tags === null) return <p role="status">{intl.formatMessage(pm.loading)}</p>;
  if (tags.length === 0) return <p className="follow-list__empty">{intl.formatMessage(m.noTags)}</p>;
  return (
    <ul className="follow-list__items">
      {tags.map((tag) => (
        <li key={tag.name} className="search__person">
          <Link to={routePaths.tag(tag.name)} className="search__person-link">
            <Hash size={16} aria-hidden="true" /> <bdi>{tag.name}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}
