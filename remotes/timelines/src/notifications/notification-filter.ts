import type { Notification, NotificationType, NotificationVisibility } from '@murmur/shared';

/** The panel's type filter. */
export type NotificationFilter = 'all' | 'mentions' | 'likes' | 'repeats' | 'follows';

const FILTER_TYPES: Record<Exclude<NotificationFilter, 'all'>, readonly NotificationType[]> = {
  mentions: ['mention', 'status'],
  likes: ['favourite', 'pleroma:emoji_reaction'],
  repeats: ['reblog'],
  follows: ['follow', 'follow_request'],
};

const VISIBILITY_OF: Partial<Record<NotificationType, keyof NotificationVisibility>> = {
  follow: 'follows',
  mention: 'mentions',
  status: 'mentions',
  favourite: 'likes',
  reblog: 'repeats',
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
  const key = VISIBILITY_OF[n.type];
  if (key && !visibility[key]) return false;
  if (filter === 'all') return true;
  return FILTER_TYPES[filter].includes(n.type);
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

export function shownCount(unseen: number, reveals: number): number {
  return unseen + INITIAL_SEEN + reveals * REVEAL_STEP;
}
