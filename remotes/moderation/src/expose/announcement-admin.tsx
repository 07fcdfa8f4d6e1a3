// Exposed as `moderation/AnnouncementAdmin` (slot 'moderation/AnnouncementAdmin', props AnnouncementAdminProps).
import { type AnnouncementAdminProps, PartMessages } from '@murmur/shared';
import '../moderation.css';
import { AnnouncementAdmin } from '../announcements/announcement-admin';
import { moderationCatalogue } from '../i18n/catalogue';

export default function AnnouncementAdminInLanguage(props: AnnouncementAdminProps) {
  return (
    <PartMessages loader={moderationCatalogue}>
      <AnnouncementAdmin {...props} />
    </PartMessages>
  );
}
