// Exposed as `timelines/TimelinePage` (slot 'timelines/TimelinePage', props TimelinePageProps).
import { PartMessages, type TimelinePageProps } from '@murmur/shared';
import { startAnnouncementsSync } from '../announcements/announcements-data';
import { timelinesCatalogue } from '../i18n/catalogue';
import { startNotificationsSync } from '../notifications/notifications-sync';
import { showOwnPostsAtOnce } from '../timeline/own-posts';
import { TimelinePage } from '../timeline/timeline-page';

showOwnPostsAtOnce();
// Notifications are fetched at start so the title badge counts what was already there.
startNotificationsSync();
startAnnouncementsSync();

/** The timeline screen in the interface language (the timelines remote's own catalogue). */
export default function TimelinePageInLanguage(props: TimelinePageProps) {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <TimelinePage {...props} />
    </PartMessages>
  );
}
