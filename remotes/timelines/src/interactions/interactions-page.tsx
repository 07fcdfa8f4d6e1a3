import { arrowStep, describeError, type Notification, store, useAccount, useSession } from '@murmur/shared';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { notificationRowClass } from '../notifications/notification-row';
import { NotificationItem } from '../notifications/notifications-panel';
import { type InteractionTab, interactionTabs, TAB_TYPES } from './interaction-tabs';
import { fetchInteractions } from './interactions-api';

const defined = defineMessages({
  title: { id: 'nav.interactions', defaultMessage: 'Interactions' },
  mentions: { id: 'nav.mentions', defaultMessage: 'Mentions' },
  likesRepeats: { id: 'interactions.favs_repeats', defaultMessage: 'Repeats and favorites' },
  follows: { id: 'interactions.follows', defaultMessage: 'New follows' },
  moves: { id: 'interactions.moves', defaultMessage: 'User migrates' },
  loadOlder: { id: 'interactions.load_older', defaultMessage: 'Load older interactions' },
  none: { id: 'interactions.none', defaultMessage: 'Nothing here yet.' },
  noMore: { id: 'interactions.no_more', defaultMessage: 'No more interactions' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  failed: { id: 'interactions.failed', defaultMessage: 'The interactions could not be loaded: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});

const messages = defined as Record<keyof typeof defined, MessageDescriptor>;

const LABELS = {
  mentions: messages.mentions,
  'likes+repeats': messages.likesRepeats,
  follows: messages.follows,
  moves: messages.moves,
} as const;

interface ListState {
  ids: string[];
  loading: boolean;
  bottomedOut: boolean;
  error: string | null;
}

const EMPTY: ListState = { ids: [], loading: false, bottomedOut: false, error: null };

/** The notifications these ids name, as the store holds them now (a dismissed one drops out). */
function useHeld(ids: readonly string[]): Notification[] {
  const snapshot = useRef<{ ids: readonly string[]; list: Notification[] }>({ ids: [], list: [] });
  return useSyncExternalStore(
    (listener) => {
      const subscription = store.notifications.changes$.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => {
      const list = ids.flatMap((id) => {
        const n = store.notifications.get(id);
        return n ? [n] : [];
      });
      const previous = snapshot.current;
      if (
        previous.ids === ids &&
        previous.list.length === list.length &&
        previous.list.every((n, i) => n === list[i])
      ) {
        return previous.list;
      }
      snapshot.current = { ids, list };
      return list;
    },
  );
}

/**
 * The interactions screen (spec 2 section 2): mentions, likes and repeats, follows, and moves
 * (only when the user does not let moved accounts be followed automatically), each a tab over the
 * notifications of those types, with older pages on request.
 */
export function InteractionsPage() {
  const intl = useIntl();
  const session = useSession();
  const me = useAccount(session.kind === 'user' ? session.accountId : null);
  const tabs = interactionTabs(Boolean(me?.pleroma.allow_following_move));
  const [tab, setTab] = useState<InteractionTab>('mentions');
  const [state, setState] = useState<ListState>(EMPTY);
  const controller = useRef<AbortController | null>(null);
  const panelId = useId();
  const held = useHeld(state.ids);

  const load = useCallback(
    (which: InteractionTab, maxId: string | undefined) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((s) => ({ ...(maxId ? s : EMPTY), loading: true, error: null }));
      fetchInteractions(TAB_TYPES[which], maxId, current.signal)
        .then((page) =>
          setState((s) => ({
            ids: maxId ? [...s.ids, ...page.ids.filter((id) => !s.ids.includes(id))] : page.ids,
            loading: false,
            bottomedOut: page.bottomedOut,
            error: null,
          })),
        )
        .catch((error: unknown) => {
          if (current.signal.aborted) return;
          setState((s) => ({
            ...s,
            loading: false,
            error: describeError(intl, error),
          }));
        });
    },
    [intl],
  );

  useEffect(() => {
    load(tab, undefined);
    return () => controller.current?.abort();
  }, [tab, load]);

  const oldest = state.ids.at(-1);
  return (
    <section className="interactions" aria-labelledby={`${panelId}-title`}>
      <h1 id={`${panelId}-title`} className="timeline-title">
        {intl.formatMessage(messages.title)}
      </h1>
      <div role="tablist" className="interactions__tabs" aria-label={intl.formatMessage(messages.title)}>
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${panelId}-${key}`}
            aria-selected={tab === key}
            aria-controls={panelId}
            tabIndex={tab === key ? 0 : -1}
            className="interactions__tab"
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              const index = tabs.indexOf(key);
              // Forward follows the reading direction (the left arrow in Arabic and Hebrew).
              const step = arrowStep(event.key, event.currentTarget);
              const next = step === 0 ? null : tabs[(index + step + tabs.length) % tabs.length];
              if (!next) return;
              event.preventDefault();
              setTab(next);
              document.getElementById(`${panelId}-${next}`)?.focus();
            }}
          >
            {intl.formatMessage(LABELS[key])}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} aria-busy={state.loading}>
        {held.length > 0 ? (
          <ul className="notifications__list">
            {held.map((n) => (
              <li key={n.id} className={notificationRowClass(n)} data-notification-id={n.id}>
                <NotificationItem notification={n} />
              </li>
            ))}
          </ul>
        ) : null}
        {!state.loading && !state.error && held.length === 0 ? (
          <p className="interactions__empty">{intl.formatMessage(messages.none)}</p>
        ) : null}
        {state.loading ? <p role="status">{intl.formatMessage(messages.loading)}</p> : null}
        {state.error ? (
          <div role="alert">
            <p>{intl.formatMessage(messages.failed, { error: state.error })}</p>
            <button
              type="button"
              className="button"
              onClick={() => load(tab, state.ids.length > 0 ? oldest : undefined)}
            >
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        ) : null}
        {!state.loading && !state.error && held.length > 0 ? (
          state.bottomedOut ? (
            <p className="interactions__end">{intl.formatMessage(messages.noMore)}</p>
          ) : (
            <button type="button" className="button" onClick={() => load(tab, oldest)}>
              {intl.formatMessage(messages.loadOlder)}
            </button>
          )
        ) : null}
      </div>
    </section>
  );
}
