// Exposed as `profiles/ProfilePage` (slot 'profiles/ProfilePage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages, type RouteScreenProps } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { ProfilePage } from '../profile/profile-page';

export default function ProfilePageInLanguage(props: RouteScreenProps) {
  return (
    <PartMessages loader={profilesCatalogue}>
      <ProfilePage {...props} />
    </PartMessages>
  );
}
