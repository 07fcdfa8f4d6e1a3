// The signed-in reader's followers of the server, as one chunk (signed-in-sync.ts loads it).
import { startAnnouncementsSync } from '../announcements/announcements-data';
import { startNotificationsSync } from '../notifications/notifications-sync';

export function startSignedInSync(): void {
  // Notifications are fetched at once so the title badge counts what was already there.
  startNotificationsSync();
  startAnnouncementsSync();
}
