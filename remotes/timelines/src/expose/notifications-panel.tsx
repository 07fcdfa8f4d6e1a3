// Exposed as `timelines/NotificationsPanel` (slot 'timelines/NotificationsPanel', props NotificationsPanelProps).
import '../timeline/timeline.css';
import '../notifications/notifications.css';
import { type NotificationsPanelProps, PartMessages } from '@murmur/shared';
import { startAnnouncementsSync } from '../announcements/announcements-data';
import { timelinesCatalogue } from '../i18n/catalogue';
import { NotificationsPanel } from '../notifications/notifications-panel';
import { startNotificationsSync } from '../notifications/notifications-sync';

startNotificationsSync();
startAnnouncementsSync();

export default function NotificationsPanelInLanguage(props: NotificationsPanelProps) {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <NotificationsPanel {...props} />
    </PartMessages>
  );
}
