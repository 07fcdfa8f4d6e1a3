// Exposed as `profiles/FollowRequestsPage` (slot 'profiles/FollowRequestsPage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages } from '@murmur/shared';
import { FollowRequestsPage } from '../follow-requests/follow-requests-page';
import { profilesCatalogue } from '../i18n/catalogue';

export default function FollowRequestsPageInLanguage() {
  return (
    <PartMessages loader={profilesCatalogue}>
      <FollowRequestsPage />
    </PartMessages>
  );
}
