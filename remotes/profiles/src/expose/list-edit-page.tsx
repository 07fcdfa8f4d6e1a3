// Exposed as `profiles/ListEditPage` (slot 'profiles/ListEditPage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages, type RouteScreenProps } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { ListEditPage } from '../lists/list-edit-page';

export default function ListEditPageInLanguage(props: RouteScreenProps) {
  return (
    <PartMessages loader={profilesCatalogue}>
      <ListEditPage {...props} />
    </PartMessages>
  );
}
