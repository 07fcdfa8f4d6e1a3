import {
  type Account,
  AccountName,
  AccountPicture,
  bus,
  describeError,
  EmojiText,
  getApiClient,
  getPreferences,
  isAbortError,
  type Notification,
  type NotificationsPanelProps,
  POST_ACTION_ATTRIBUTE,
  type Poll,
  profilePath,
  Slot,
  StillImage,
  safeMediaUrl,
  store,
  useInstance,
  usePreference,
} from '@murmur/shared';
import {
  ArrowRightLeft,
  AtSign,
  Bell,
  ChartBar,
  Check,
  Flag,
  Heart,
  Repeat2,
  Smile,
  UserPlus,
  X,
} from 'lucide-react';
import {
  memo,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { VirtuosoHandle } from 'react-virtuoso';
import { focusItem, focusWhenDrawn } from '../keyboard/loop-items';
import { useKeyboardLoop } from '../keyboard/use-keyboard-loop';
import { serverFeatureMessages } from '../server-features/messages';
import { useVirtualFeed } from '../timeline/virtual-feed-loader';
import { notificationMessages as m } from './messages';
import {
  apiTypesOf,
  isHiddenByMutes,
  isNotificationFilter,
  isShown,
  NOTIFICATION_FILTERS,
  type NotificationFilter,
  shownCount,
  showsPostPreview,
} from './notification-filter';
import { focusedRowId, notificationRowClass, rowById, rowOf, scrollParentOf } from './notification-row';
import {
  dismissNotification,
  fetchNotifications,
  heldNotifications,
  markAllSeen,
} from './notifications-sync';
import { pollResult } from './poll-result';

/**
 * Up to this many notifications (one page of the server) the list is drawn plainly; past it, only
 * those near what the reader sees are (decision 0280). The window the spec asks for (unseen plus
 * 30, more on 'load older') is the list's length, not what is drawn of it.
 */
export const VIRTUALISE_NOTIFICATIONS_AFTER = 20;

/** Focuses the notification of a row the virtual list is about to draw, once it is drawn. */
function focusRowWhenDrawn(row: () => HTMLElement | null): void {
  focusWhenDrawn(() => row()?.querySelector<HTMLElement>(':scope > article') ?? null, focusItem);
}

/**
 * Counts the changes to the notifications table: one listener for the page, subscribed before any
 * panel's. A count of what the table holds is not enough: once its window is full and every
 * notification in it unseen, a new one comes as an old one goes and the counts stay, and the list
 * would stay as it was, holding notifications the store had let go.
 */
let notificationsVersion = 0;
store.notifications.subscribe(() => {
  notificationsVersion += 1;
});

function useNotifications(): Notification[] {
  const version = useSyncExternalStore(
    (listener) => store.notifications.subscribe(listener),
    () => notificationsVersion,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever the table does
  return useMemo(() => heldNotifications(), [version]);
}

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

const FILTER_LABELS: Record<NotificationFilter, MessageDescriptor> = {
  all: m.all,
  mention: m.mentions,
  like: m.likes,
  repeat: m.repeats,
  'pleroma:emoji_reaction': m.reactions,
  follow: m.follows,
  follow_request: m.followRequests,
  move: m.moves,
  poll: m.polls,
};

const ICONS: Partial<Record<Notification['type'], ReactNode>> = {
  favourite: <Heart size={16} aria-hidden="true" />,
  reblog: <Repeat2 size={16} aria-hidden="true" />,
  follow: <UserPlus size={16} aria-hidden="true" />,
  follow_request: <UserPlus size={16} aria-hidden="true" />,
  mention: <AtSign size={16} aria-hidden="true" />,
  'pleroma:emoji_reaction': <Smile size={16} aria-hidden="true" />,
  'pleroma:report': <Flag size={16} aria-hidden="true" />,
  move: <ArrowRightLeft size={16} aria-hidden="true" />,
  poll: <ChartBar size={16} aria-hidden="true" />,
};

/**
 * The notifications panel (spec 2 sections 2 and 4): heading with the unseen count, mark all as
 * read, the type filter, the list (unseen plus 30, then 20 more per 'load older' before asking the
 * server), follow requests answered inline, muted users collapsed, dismiss. The same panel sits in
 * the third column, the sidebar, the phone's drawer and on the notifications route.
 */
export function NotificationsPanel({ placement }: NotificationsPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const all = useNotifications();
  const visibility = usePreference('notificationVisibility');
  const muteWords = usePreference('muteWords');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [reveals, setReveals] = useState(0);
  const [loading, setLoading] = useState(false);
  const [bottomedOut, setBottomedOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const listHolderRef = useRef<HTMLDivElement>(null);
  const virtuosoRef = useRef<VirtuosoHandle>(null);
  const virtualScrolling = usePreference('virtualScrolling');

  // The first page, if nothing was fetched yet (the sync fetches at session start too).
  useEffect(() => {
    if (store.notifications.ids().length > 0) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    void attempt;
    fetchNotifications({ signal: controller.signal })
      .then(() => setLoading(false))
      .catch((reason: unknown) => {
        if (isAbortError(reason)) return;
        setLoading(false);
        setError(errorText(intl, reason));
      });
    return () => controller.abort();
  }, [attempt, intl]);

  // A type chosen in the filter: its newest page is asked of the server, so a type the first
  // pages of all notifications do not reach still shows.
  useEffect(() => {
    if (filter === 'all') return;
    const controller = new AbortController();
    setBottomedOut(false);
    fetchNotifications({ types: apiTypesOf(filter), signal: controller.signal }).catch((reason: unknown) => {
      if (!isAbortError(reason)) setError(errorText(intl, reason));
    });
    return () => controller.abort();
  }, [filter, intl]);

  const unseen = all.filter((n) => !n.pleroma.is_seen).length;
  const visible = all.filter((n) => isShown(n, visibility, filter) && !isHiddenByMutes(n, muteWords));
  const limit = shownCount(unseen, reveals);
  const shown = visible.slice(0, limit);

  // Past VIRTUALISE_NOTIFICATIONS_AFTER, a virtual list (its code is the virtual feed's chunk,
  // asked for at half that). It scrolls with the window, or with the element holding the panel
  // when that scrolls by itself (the phone's drawer). A plain list with the focus in it turns
  // virtual only in a render that changes what it holds, and the focus comes back to its
  // notification, as it does when the list turns plain again.
  const [scrollParent, setScrollParent] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => setScrollParent(scrollParentOf(sectionRef.current)), []);
  const virtualLists = useVirtualFeed(virtualScrolling && shown.length > VIRTUALISE_NOTIFICATIONS_AFTER / 2);
  const wantsVirtual =
    virtualScrolling &&
    shown.length > VIRTUALISE_NOTIFICATIONS_AFTER &&
    virtualLists !== null &&
    scrollParent !== undefined;
  const holding = `${shown.length} ${shown[0]?.id ?? ''}`;
  const heldBefore = useRef('');
  const wasVirtual = useRef(false);
  // The notification holding the focus (in a plain list about to turn virtual), if any.
  const focused = wantsVirtual && !wasVirtual.current ? focusedRowId(listHolderRef.current) : null;
  const virtual = wantsVirtual && (wasVirtual.current || focused === null || holding !== heldBefore.current);
  // Where the focus was when the list changed kind: it is given back to the same notification.
  const focusedAtSwitch = useRef<string | null>(null);
  if (virtual !== wasVirtual.current)
    focusedAtSwitch.current = focused ?? focusedRowId(listHolderRef.current);
  useEffect(() => {
    heldBefore.current = holding;
  });
  useEffect(() => {
    if (wasVirtual.current === virtual) return;
    wasVirtual.current = virtual;
    const id = focusedAtSwitch.current;
    focusedAtSwitch.current = null;
    if (id !== null) focusRowWhenDrawn(() => rowById(listHolderRef.current, id));
  }, [virtual]);

  /**
   * j and k in a virtual list: the next notification is scrolled into being when it is not drawn
   * yet. A plain list leaves the move to the keyboard loop.
   */
  const move = (from: Element | null, direction: 'next' | 'previous'): boolean | undefined => {
    const list = listHolderRef.current;
    const row = rowOf(list, from);
    if (!virtual || !row) return undefined;
    const target = Number(row.getAttribute('aria-posinset')) + (direction === 'next' ? 1 : -1);
    if (!(target >= 1 && target <= shown.length)) return false;
    const find = () => list?.querySelector<HTMLElement>(`li[aria-posinset="${target}"]`) ?? null;
    if (!find()) virtuosoRef.current?.scrollIntoView({ index: target - 1, behavior: 'auto' });
    focusRowWhenDrawn(find);
    return true;
  };
  // In the keyboard loop: the notifications route's main list; in a column or drawer, only while
  // the focus is inside it.
  useKeyboardLoop(sectionRef, { primary: placement === 'page', move });

  const loadOlder = () => {
    if (visible.length > limit) {
      setReveals((n) => n + 1);
      return;
    }
    const oldest = filter === 'all' ? all[all.length - 1] : visible[visible.length - 1];
    setLoading(true);
    setError(null);
    fetchNotifications({ maxId: oldest?.id, types: apiTypesOf(filter) })
      .then((page) => {
        setBottomedOut(page.bottomedOut || page.count === 0);
        setReveals((n) => n + 1);
      })
      .catch((reason: unknown) => setError(errorText(intl, reason)))
      .finally(() => setLoading(false));
  };

  const Heading = placement === 'page' ? 'h1' : 'h2';
  return (
    <section
      ref={sectionRef}
      className={`notifications notifications--${placement}`}
      aria-labelledby={headingId}
    >
      <header className="notifications__header">
        <Heading id={headingId} className="notifications__title">
          <Bell size={18} aria-hidden="true" /> {intl.formatMessage(m.title)}
          {unseen > 0 ? (
            <span className="notifications__badge">{intl.formatMessage(m.unseen, { count: unseen })}</span>
          ) : null}
        </Heading>
        <div className="notifications__tools">
          <label className="notifications__filter">
            <span className="timeline-visually-hidden">{intl.formatMessage(m.filter)}</span>
            <select
              value={filter}
              onChange={(event) => {
                if (isNotificationFilter(event.target.value)) setFilter(event.target.value);
              }}
            >
              {NOTIFICATION_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(FILTER_LABELS[value])}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button notifications__read"
            disabled={unseen === 0}
            onClick={() => markAllSeen().catch((reason: unknown) => setError(errorText(intl, reason)))}
          >
            <Check size={16} aria-hidden="true" /> {intl.formatMessage(m.markRead)}
          </button>
        </div>
      </header>
      {shown.length === 0 && !loading && !error ? (
        <p className="notifications__empty">{intl.formatMessage(m.none)}</p>
      ) : null}
      <div ref={listHolderRef} className="notifications__holder">
        {virtual && virtualLists ? (
          <virtualLists.VirtualNotificationList
            notifications={shown}
            handle={virtuosoRef}
            scrollParent={scrollParent ?? null}
            item={(n) => <NotificationItem notification={n} />}
          />
        ) : (
          <ul className="notifications__list">
            {shown.map((n) => (
              <li key={n.id} className={notificationRowClass(n)} data-notification-id={n.id}>
                <NotificationItem notification={n} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="notifications__footer">
        {error ? (
          <div role="alert" className="notifications__error">
            <p>{intl.formatMessage(m.error, { error })}</p>
            <button
              type="button"
              className="button"
              onClick={() => (all.length === 0 ? setAttempt((n) => n + 1) : loadOlder())}
            >
              {intl.formatMessage(m.retry)}
            </button>
          </div>
        ) : loading ? (
          <p role="status">{intl.formatMessage(m.loading)}</p>
        ) : bottomedOut && visible.length <= limit ? (
          <p className="notifications__end">{intl.formatMessage(m.noMore)}</p>
        ) : all.length > 0 ? (
          <button type="button" className="button notifications__older" onClick={loadOlder}>
            {intl.formatMessage(m.loadOlder)}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function actionText(n: Notification, intl: ReturnType<typeof useIntl>): string {
  switch (n.type) {
    case 'favourite':
      return intl.formatMessage(m.favorited);
    case 'reblog':
      return intl.formatMessage(m.repeated);
    case 'follow':
      return intl.formatMessage(m.followed);
    case 'follow_request':
      return intl.formatMessage(m.followRequest);
    case 'mention':
      return intl.formatMessage(m.mentioned);
    case 'status':
      return intl.formatMessage(m.posted);
    case 'update':
      return intl.formatMessage(m.edited);
    case 'poll':
      return intl.formatMessage(m.pollEnded);
    case 'move':
      return intl.formatMessage(m.migrated, { name: n.target?.acct ?? '' });
    case 'pleroma:emoji_reaction':
      // Rendered with its emoji as an element (an image for a custom one): see ReactionEmoji.
      return '';
    case 'pleroma:report':
    case 'admin.report':
      return intl.formatMessage(m.reported);
    case 'admin.sign_up':
      return intl.formatMessage(m.signedUp);
    default:
      return '';
  }
}

// Memoised: under a busy stream the list renders again for every arrival, while each held
// notification (and the post it shows) stays as it was. The list draws the `li` around it
// (notification-row.ts), plain or virtual.
export const NotificationItem = memo(function NotificationItem({
  notification: n,
}: {
  notification: Notification;
}) {
  const intl = useIntl();
  const [showMuted, setShowMuted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server has no dismissing of one notification: said once, and the button goes.
  const [notOffered, setNotOffered] = useState(false);
  const { capabilities } = useInstance();
  const [busy, setBusy] = useState(false);
  const muted = n.pleroma.is_muted && !showMuted;
  const textId = useId();

  const answer = (accept: boolean) => {
    const run = () => {
      setBusy(true);
      setError(null);
      getApiClient()
        .post(
          `/api/v1/follow_requests/${encodeURIComponent(n.account.id)}/${accept ? 'authorize' : 'reject'}`,
        )
        .then(() => {
          // Approved: the request becomes a follow, seen; denied: the notification goes.
          if (accept)
            store.notifications.patch(n.id, { type: 'follow', pleroma: { ...n.pleroma, is_seen: true } });
          else store.notifications.remove(n.id);
          bus.emit({ type: 'account/relationship-changed', accountId: n.account.id, change: 'followed' });
        })
        .catch((reason: unknown) => setError(errorText(intl, reason)))
        .finally(() => setBusy(false));
    };
    const ask = accept ? 'modalOnApproveFollow' : 'modalOnDenyFollow';
    if (!getPreferences()[ask]) {
      run();
      return;
    }
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(accept ? m.accept : m.reject),
        text: intl.formatMessage(accept ? m.acceptConfirm : m.rejectConfirm, { user: n.account.acct }),
        acceptLabel: intl.formatMessage(accept ? m.accept : m.reject),
        onAccept: run,
      },
    });
  };

  return (
    // An article named by its line, so the keyboard loop can move to it and a reader hears it.
    <article className="notification__item" tabIndex={-1} aria-labelledby={textId}>
      <div className="notification__line">
        <span className="notification__icon">{ICONS[n.type] ?? <Bell size={16} aria-hidden="true" />}</span>
        <AccountPicture
          className="notification__avatar"
          src={n.account.avatar || n.account.avatar_static}
          stillSrc={n.account.avatar_static}
          width={24}
          height={24}
        />
        <span className="notification__text" id={textId}>
          <Link
            to={profilePath(n.account, [])}
            className="notification__name"
            // Without a post, 'open' in the keyboard loop goes to who it is from.
            {...(n.status ? {} : { [POST_ACTION_ATTRIBUTE]: 'open' })}
          >
            <AccountName text={n.account.display_name || n.account.username} emojis={n.account.emojis} />
          </Link>{' '}
          {n.type === 'pleroma:emoji_reaction' ? (
            <FormattedMessage
              {...m.reacted}
              values={{ emoji: <ReactionEmoji key="emoji" name={n.emoji} url={n.emoji_url} /> }}
            />
          ) : (
            actionText(n, intl)
          )}
        </span>
        {capabilities.dismissNotification !== false ? (
          <button
            type="button"
            className="notification__dismiss"
            title={intl.formatMessage(m.dismiss)}
            onClick={() =>
              dismissNotification(n.id).then(
                (done) => setNotOffered(!done),
                (reason: unknown) => setError(errorText(intl, reason)),
              )
            }
          >
            <X size={14} aria-hidden="true" />
            <span className="timeline-visually-hidden">{intl.formatMessage(m.dismiss)}</span>
          </button>
        ) : null}
      </div>
      {n.type === 'move' && n.target ? <MoveTarget target={n.target} /> : null}
      {n.type === 'poll' && n.status?.poll ? <PollResultLine poll={n.status.poll} /> : null}
      {muted ? (
        <p className="notification__muted">
          {intl.formatMessage(m.mutedUser)}{' '}
          <button type="button" className="notification__show" onClick={() => setShowMuted(true)}>
            {intl.formatMessage(m.showMuted)}
          </button>
        </p>
      ) : n.type === 'follow_request' ? (
        <div className="notification__actions">
          <button type="button" className="button" disabled={busy} onClick={() => answer(true)}>
            <Check size={16} aria-hidden="true" /> {intl.formatMessage(m.accept)}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => answer(false)}>
            <X size={16} aria-hidden="true" /> {intl.formatMessage(m.reject)}
          </button>
        </div>
      ) : n.status && n.type !== 'follow' ? (
        <div className="notification__status">
          <Slot
            name="composer/Status"
            props={{
              statusId: n.status.id,
              // About the reader's own post: a faint preview; a mention: the whole post (0275).
              preview: showsPostPreview(n.type),
            }}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="notification__error">
          {intl.formatMessage(m.actionError, { error })}
        </p>
      ) : null}
      {notOffered ? (
        <p role="status" className="notification__error">
          {intl.formatMessage(serverFeatureMessages.notOffered)}
        </p>
      ) : null}
    </article>
  );
});

/**
 * A reaction's emoji: a custom one (a shortcode with its image) as the image, named by its
 * shortcode; a Unicode one as text. An image address that is not http(s) shows the name instead.
 */
function ReactionEmoji({ name, url }: { name: string | null; url: string | null }) {
  const image = url ? safeMediaUrl(url) : null;
  const shortcode = (name ?? '').replace(/^:|:$/g, '');
  if (image && shortcode) {
    return (
      <StillImage
        className="notification__emoji"
        src={image}
        alt={`:${shortcode}:`}
        title={`:${shortcode}:`}
        width={20}
        height={20}
      />
    );
  }
  return <bdi className="notification__emoji-text">{name ?? ''}</bdi>;
}

/** Where an account moved to: the new account's avatar, name and address, linked to its profile. */
function MoveTarget({ target }: { target: Account }) {
  const intl = useIntl();
  return (
    <p className="notification__target">
      <span className="timeline-visually-hidden">{intl.formatMessage(m.movedTo)}: </span>
      <AccountPicture
        className="notification__avatar"
        src={target.avatar || target.avatar_static}
        stillSrc={target.avatar_static}
        width={24}
        height={24}
      />
      <Link to={profilePath(target, [])} className="notification__name">
        <AccountName text={target.display_name || target.username} emojis={target.emojis} />
      </Link>{' '}
      <span className="notification__acct">
        <AccountName text={`@${target.acct}`} emojis={[]} />
      </span>
    </p>
  );
}

/** An ended poll's outcome in one line, above the post that holds the full result. */
function PollResultLine({ poll }: { poll: Poll }) {
  const intl = useIntl();
  const result = pollResult(poll);
  return (
    <p className="notification__poll-result">
      {result ? (
        <FormattedMessage
          {...m.pollResult}
          values={{
            option: (
              <bdi>
                <EmojiText text={result.title} emojis={poll.emojis} />
              </bdi>
            ),
            percent: result.share,
          }}
        />
      ) : (
        intl.formatMessage(m.pollNoVotes)
      )}
    </p>
  );
}
