// Exposed as `profiles/WhoToFollowPage` (slot 'profiles/WhoToFollowPage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { WhoToFollowPage } from '../who-to-follow/who-to-follow-page';

export default function WhoToFollowPageInLanguage() {
  return (
    <PartMessages loader={profilesCatalogue}>
      <WhoToFollowPage />
    </PartMessages>
  );
}
