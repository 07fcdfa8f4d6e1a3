// Exposed as `timelines/InteractionsPage` (slot 'timelines/InteractionsPage', props RouteScreenProps).
import '../timeline/timeline.css';
import '../notifications/notifications.css';
import '../interactions/interactions.css';
import { PartMessages } from '@murmur/shared';
import { timelinesCatalogue } from '../i18n/catalogue';
import { InteractionsPage } from '../interactions/interactions-page';

export default function InteractionsPageInLanguage() {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <InteractionsPage />
    </PartMessages>
  );
}
