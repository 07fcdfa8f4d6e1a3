// Exposed as `profiles/AboutPage` (slot 'profiles/AboutPage', props RouteScreenProps).
import '../profiles.css';
import { PartMessages } from '@murmur/shared';
import { AboutPage } from '../about/about-page';
import { profilesCatalogue } from '../i18n/catalogue';

export default function AboutPageInLanguage() {
  return (
    <PartMessages loader={profilesCatalogue}>
      <AboutPage />
    </PartMessages>
  );
}
