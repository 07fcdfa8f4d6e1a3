// Exposed as `timelines/NotificationsPanel` (slot 'timelines/NotificationsPanel', props NotificationsPanelProps).
import '../timeline/timeline.css';
import '../notifications/notifications.css';
import { type NotificationsPanelProps, PartMessages } from '@murmur/shared';
import { timelinesCatalogue } from '../i18n/catalogue';
import { NotificationsPanel } from '../notifications/notifications-panel';
import { startNotificationsSync } from '../notifications/notifications-sync';

startNotificationsSync();

export default function NotificationsPanelInLanguage(props: NotificationsPanelProps) {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <NotificationsPanel {...props} />
    </PartMessages>
  );
}
