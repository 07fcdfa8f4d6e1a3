// Exposed as `timelines/AnnouncementsPage` (slot 'timelines/AnnouncementsPage', props RouteScreenProps).
import '../timeline/timeline.css';
import '../announcements/announcements.css';
import { PartMessages, type RouteScreenProps } from '@murmur/shared';
import { AnnouncementsPage } from '../announcements/announcements-page';
import { timelinesCatalogue } from '../i18n/catalogue';

export default function AnnouncementsPageInLanguage(_props: RouteScreenProps) {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <AnnouncementsPage />
    </PartMessages>
  );
}
