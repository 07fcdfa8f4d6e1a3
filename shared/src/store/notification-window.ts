import type { Notification } from '../entities';
import type { Store } from './store';

/**
 * The notifications a tab holds are a window, like a timeline's posts: the newest
 * NOTIFICATION_WINDOW, plus what the reader fetched on purpose with 'load older'. A signed-in tab
 * left open under a busy stream otherwise keeps every notification it ever received (and, through
 * them, their posts and accounts, which the store sweep cannot release). What falls out of the
 * window is fetched again by 'load older'.
 *
 * 60: what the notifications list draws before a 'load older' (at most 20 unseen plus 30 seen)
 * and ten more for its first reveal. Each one held keeps its post and account, about 17 KB of
 * heap; 100 held 40 more than any view drew (decision 0291).
 */
export const NOTIFICATION_WINDOW: number = 60;
/** At most this many older notifications are kept for a reader who loaded them. */
export const NOTIFICATION_OLDER_ALLOWANCE_MAX = 400;

let olderAllowance = 0;

/** A panel fetched `count` older notifications on the reader's request: they stay held. */
export function allowOlderNotifications(count: number): void {
  olderAllowance = Math.min(NOTIFICATION_OLDER_ALLOWANCE_MAX, olderAllowance + Math.max(0, count));
}

/** Back to the plain window (the reader closed what showed the older ones, or the session ended). */
export function resetNotificationWindow(): void {
  olderAllowance = 0;
}

/** How many notifications the window holds now. */
export function notificationWindowSize(): number {
  return NOTIFICATION_WINDOW + olderAllowance;
}

/** Newest first: by numeric id where both are numeric (longer is newer), else by creation time. */
export function compareNotificationsNewestFirst(a: Notification, b: Notification): number {
  const x = a.id;
  const y = b.id;
  if (/^\d+$/.test(x) && /^\d+$/.test(y)) return y.length - x.length || (y > x ? 1 : y < x ? -1 : 0);
  return b.created_at.localeCompare(a.created_at);
}

/** The ids of the notifications beyond the newest `keep`. */
export function notificationsBeyondWindow(list: readonly Notification[], keep: number): string[] {
  if (list.length <= keep) return [];
  return [...list]
    .sort(compareNotificationsNewestFirst)
    .slice(keep)
    .map((n) => n.id);
}

/** Drops the notifications beyond the window from the store; returns how many went. */
export function boundNotifications(store: Store, keep = notificationWindowSize()): number {
  if (store.notifications.ids().length <= keep) return 0;
  const gone = notificationsBeyondWindow(store.notifications.values(), keep);
  if (gone.length > 0) store.notifications.removeMany(gone);
  return gone.length;
}
