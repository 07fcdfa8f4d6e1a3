// Exposed as `profiles/ListsPage` (slot 'profiles/ListsPage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages, type RouteScreenProps } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { ListsPage } from '../lists/lists-page';

export default function ListsPageInLanguage(_props: RouteScreenProps) {
  return (
    <PartMessages loader={profilesCatalogue}>
      <ListsPage />
    </PartMessages>
  );
}
