import {
  type Account,
  ApiError,
  arrowStep,
  describeError,
  isAbortError,
  isOnline,
  keepOfflineProfile,
  NetworkError,
  type RouteScreenProps,
  readOfflineProfile,
  Slot,
  session$,
  store,
  usePreference,
  useSession,
  whenBackOnline,
} from '@murmur/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { UserCard } from '../card/user-card';
import { profileMessages as m } from '../messages';
import { FollowedTags, FollowList } from './follow-list';
import { followListMessages } from './follow-lists-messages';
import { loadAccount, profileTarget } from './load-account';
import { ProfileBackground } from './profile-background';
import {
  type AccountListTab,
  hashForTab,
  isAccountListTab,
  type ProfileTab,
  TAB_TIMELINE,
  tabFromHash,
  visibleTabs,
} from './profile-tabs';

type LoadState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; notFound: boolean }
  | { kind: 'ready'; account: Account };

const TAB_LABEL = {
  statuses: m.statuses,
  replies: m.replies,
  friends: m.followees,
  followers: m.followers,
  media: m.media,
  favorites: m.favorites,
} as const;

/** Whose kept profiles: the signed-in account's, or visitors' (as the kept timelines and threads). */
function offlineOwner(): string {
  const session = session$.getValue();
  return session.kind === 'user' ? `user:${session.accountId}` : 'visitor';
}

/**
 * The profile screen (spec 2 section 2) on /:name, /users/:id and /users/:name: the card, then the
 * tabs: statuses, with replies, media and favourites (timelines the timelines remote renders) and
 * the followees and followers lists.
 * The tab lives in the URL hash, so it survives a reload and the back button.
 */
export function ProfilePage({ params }: RouteScreenProps) {
  const intl = useIntl();
  const session = useSession();
  const defaultTab = usePreference('userProfileDefaultTab');
  const location = useLocation();
  const navigate = useNavigate();
  const target = profileTarget(params);
  const targetKey = target.id ? `id:${target.id}` : `name:${target.name}`;
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const tabsId = useId();
  const tabRefs = useRef(new Map<ProfileTab, HTMLButtonElement>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: targetKey names the target; attempt retries
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    loadAccount(target, controller.signal).then(
      (account) => {
        // Kept for reading offline, with its first posts (the timelines remote adds them).
        void keepOfflineProfile(offlineOwner(), account);
        setState({ kind: 'ready', account });
      },
      async (error: unknown) => {
        if (isAbortError(error)) return;
        // No network: the profile as it was last read, when it was kept (decision 0121); read
        // again by itself when the network is back.
        if (error instanceof NetworkError || !isOnline()) {
          const kept = await readOfflineProfile(offlineOwner(), { id: target.id, acct: target.name });
          if (controller.signal.aborted) return;
          if (kept) {
            store.accounts.upsert(kept.account);
            setState({ kind: 'ready', account: kept.account });
            const stop = whenBackOnline(() => {
              stop();
              if (!controller.signal.aborted) setAttempt((n) => n + 1);
            });
            controller.signal.addEventListener('abort', stop, { once: true });
            return;
          }
        }
        setState({
          kind: 'error',
          message: describeError(intl, error),
          notFound: error instanceof ApiError && error.status === 404,
        });
      },
    );
    return () => controller.abort();
  }, [targetKey, attempt]);

  if (state.kind === 'loading') {
    return (
      <section className="profile" aria-busy="true">
        <h1 className="profiles-sr-only">{intl.formatMessage(m.title)}</h1>
        <p role="status" className="profile__loading">
          {intl.formatMessage(m.loading)}
        </p>
      </section>
    );
  }
  if (state.kind === 'error') {
    return (
      <section className="profile">
        <h1 className="profile__heading">{intl.formatMessage(m.title)}</h1>
        <div role="alert" className="profile__error">
          <p>
            {state.notFound
              ? intl.formatMessage(m.notFound)
              : intl.formatMessage(m.loadError, { error: state.message })}
          </p>
          {state.notFound ? null : (
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage(m.retry)}
            </button>
          )}
        </div>
      </section>
    );
  }

  const account = state.account;
  const self = session.kind === 'user' && session.accountId === account.id;
  const tabs = visibleTabs(self, {
    favorites: account.pleroma.hide_favorites,
    follows: account.pleroma.hide_follows,
    followers: account.pleroma.hide_followers,
  });
  // The hash wins; without one, the reader's default tab (userProfileDefaultTab) where shown.
  const fromHash = tabFromHash(location.hash, defaultTab);
  const tab = tabs.includes(fromHash) ? fromHash : 'statuses';
  const choose = (next: ProfileTab) => {
    navigate(
      { pathname: location.pathname, search: location.search, hash: hashForTab(next) },
      { replace: true },
    );
    tabRefs.current.get(next)?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(tab);
    const step = arrowStep(event.key, event.currentTarget as Element);
    if (step === 0) return;
    event.preventDefault();
    choose(tabs[(index + step + tabs.length) % tabs.length] as ProfileTab);
  };

  return (
    <section className="profile">
      <ProfileBackground accountId={account.id} />
      <h1 className="profiles-sr-only">{intl.formatMessage(m.title)}</h1>
      <UserCard accountId={account.id} variant="full" />
      <div
        role="tablist"
        aria-label={intl.formatMessage(m.tabs)}
        className="profile__tabs"
        onKeyDown={onTabKey}
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(node) => {
              if (node) tabRefs.current.set(name, node);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${tabsId}-panel`}
            tabIndex={name === tab ? 0 : -1}
            className="profile__tab"
            onClick={() => choose(name)}
          >
            {intl.formatMessage(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        className="profile__panel"
      >
        {isAccountListTab(tab) ? (
          <AccountListPanel key={`${account.id}:${tab}`} account={account} tab={tab} self={self} />
        ) : (
          <Slot
            key={`${account.id}:${tab}`}
            name="timelines/TimelinePage"
            props={{ timeline: TAB_TIMELINE[tab], accountId: account.id, embedded: true }}
          />
        )}
      </div>
    </section>
  );
}

/** The followees tab (with one's own followed hashtags beside the users) or the followers tab. */
function AccountListPanel({ account, tab, self }: { account: Account; tab: AccountListTab; self: boolean }) {
  const intl = useIntl();
  const [kind, setKind] = useState<'users' | 'tags'>('users');
  if (tab === 'followers') return <FollowList account={account} kind="followers" self={self} />;
  if (!self) return <FollowList account={account} kind="following" self={self} />;
  return (
    <>
      <fieldset className="profile__subtabs">
        <legend className="profiles-sr-only">{intl.formatMessage(followListMessages.subtabs)}</legend>
        {(['users', 'tags'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            aria-pressed={kind === name}
            onClick={() => setKind(name)}
          >
            {intl.formatMessage(name === 'users' ? followListMessages.users : followListMessages.tags)}
          </button>
        ))}
      </fieldset>
      {kind === 'users' ? <FollowList account={account} kind="following" self={self} /> : <FollowedTags />}
    </>
  );
}
