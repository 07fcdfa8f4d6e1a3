// The signed-in reader's followers of the server, as one chunk (signed-in-sync.ts loads it).
import { startNotificationsSync } from '../notifications/notifications-sync';

/** The longest the announcements wait for the page to have a quiet moment. */
const ANNOUNCEMENTS_WAIT_MS = 2_000;

function whenIdle(callback: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 50);
}

/**
 * The announcements' follower and its reader (they read with the schemas, and so load the schema
 * library: decision 0303), at the second quiet moment of the page, so that they do not share the
 * network and the main thread with the first posts.
 */
function startAnnouncementsLater(): void {
  whenIdle(
    () =>
      whenIdle(() => {
        import('../announcements/announcements-data').then(
          (announcements) => announcements.startAnnouncementsSync(),
          (error: unknown) => console.warn('[murmur] announcements could not be followed', error),
        );
      }, ANNOUNCEMENTS_WAIT_MS),
    ANNOUNCEMENTS_WAIT_MS,
  );
}

export function startSignedInSync(): void {
  // Notifications are fetched at once so the title badge counts what was already there.
  startNotificationsSync();
  startAnnouncementsLater();
}
