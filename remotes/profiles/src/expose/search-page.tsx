// Exposed as `profiles/SearchPage` (slot 'profiles/SearchPage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages, type RouteScreenProps } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { SearchPage } from '../search/search-page';

export default function SearchPageInLanguage(props: RouteScreenProps) {
  return (
    <PartMessages loader={profilesCatalogue}>
      <SearchPage {...props} />
    </PartMessages>
  );
}
