// Exposed as `profiles/RemoteUserResolver` (slot 'profiles/RemoteUserResolver', props RouteScreenProps).
import '../profiles.css';
import { PartMessages, type RouteScreenProps } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { RemoteUserResolver } from '../remote-user/remote-user-resolver';

export default function RemoteUserResolverInLanguage(props: RouteScreenProps) {
  return (
    <PartMessages loader={profilesCatalogue}>
      <RemoteUserResolver {...props} />
    </PartMessages>
  );
}
