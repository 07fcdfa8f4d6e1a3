import type { Notification, NotificationType, NotificationVisibility } from '@murmur/shared';

/**
 * The panel's type filter: all, or one of spec 2's eight notification types (its names; the
 * Mastodon API names some of them differently, see SPEC_TYPE_OF).
 */
export const NOTIFICATION_FILTERS = [
  'all',
  'mention',
  'like',
  'repeat',
  'pleroma:emoji_reaction',
  'follow',
  'follow_request',
  'move',
  'poll',
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export type SpecNotificationType = Exclude<NotificationFilter, 'all'>;

/**
 * The spec type of each API type. A post from someone the reader subscribed to (`status`) counts
 * as a mention, as Pleroma-FE shows it; edits, chat mentions, reports and sign-ups are none of the
 * eight: they show under 'all' only.
 */
export const SPEC_TYPE_OF: Partial<Record<NotificationType, SpecNotificationType>> = {
  mention: 'mention',
  status: 'mention',
  favourite: 'like',
  reblog: 'repeat',
  'pleroma:emoji_reaction': 'pleroma:emoji_reaction',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  poll: 'poll',
};

/**
 * The types whose post is drawn as a faint preview (decision 0275), as Akkoma-FE does: the post is
 * the reader's own (or one they voted in or repeated), the notification says what happened to it.
 * A mention, a subscribed account's new post and any type not listed keep the whole post.
 */
const PREVIEW_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'favourite',
  'reblog',
  'pleroma:emoji_reaction',
  'poll',
  'update',
]);

export function showsPostPreview(type: NotificationType): boolean {
  return PREVIEW_TYPES.has(type);
}

/** The API types a filter asks the server for (`types[]`), none for 'all'. */
export function apiTypesOf(filter: NotificationFilter): NotificationType[] {
  if (filter === 'all') return [];
  return (Object.keys(SPEC_TYPE_OF) as NotificationType[]).filter((type) => SPEC_TYPE_OF[type] === filter);
}

export function isNotificationFilter(value: string): value is NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value);
}

const VISIBILITY_OF: Record<SpecNotificationType, keyof NotificationVisibility> = {
  follow: 'follows',
  mention: 'mentions',
  like: 'likes',
  repeat: 'repeats',
  move: 'moves',
  'pleroma:emoji_reaction': 'emojiReactions',
  follow_request: 'followRequest',
  poll: 'polls',
};

/** Whether the type is shown: the settings' per-type visibility, then the panel's filter. */
export function isShown(
  n: Notification,
  visibility: NotificationVisibility,
  filter: NotificationFilter,
): boolean {
  const type = SPEC_TYPE_OF[n.type];
  if (type && !visibility[VISIBILITY_OF[type]]) return false;
  if (filter === 'all') return true;
  return type === filter;
}

/** A muted thread or a word of the filter hides a notification (spec 2 section 4). */
export function isHiddenByMutes(n: Notification, muteWords: readonly string[]): boolean {
  if (n.status?.muted) return true;
  if (!n.status || muteWords.length === 0) return false;
  const text = `${n.status.content.replace(/<[^>]*>/g, ' ')} ${n.status.spoiler_text}`.toLowerCase();
  return muteWords.some((word) => word.trim() !== '' && text.includes(word.trim().toLowerCase()));
}

/** Spec 2 section 4: unseen ones plus 30 seen at first; each 'load more' reveals 20 more held ones. */
export const INITIAL_SEEN = 30;
export const REVEAL_STEP = 20;
/**
 * At most this many unseen ones are drawn before the reader asks for more (docs/caps.md): a tab
 * left open under a busy stream gathers unseen notifications up to the held window (60), and
 * drawing them all kept ~80 elements each (8,000 in the list after ten minutes at 600 posts a
 * minute). The rest come with 'load older', 20 at a time, as seen ones do.
 */
export const UNSEEN_DRAWN_MAX = 20;

export function shownCount(unseen: number, reveals: number): number {
  return Math.min(unseen, UNSEEN_DRAWN_MAX) + INITIAL_SEEN + reveals * REVEAL_STEP;
}
