// Exposed as `timelines/ConversationPage` (slot 'timelines/ConversationPage', props ConversationPageProps).
import '../timeline/timeline.css';
import '../conversation/conversation.css';
import { type ConversationPageProps, PartMessages } from '@murmur/shared';
import { ConversationPage } from '../conversation/conversation-page';
import { timelinesCatalogue } from '../i18n/catalogue';

export default function ConversationPageInLanguage(props: ConversationPageProps) {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <ConversationPage {...props} />
    </PartMessages>
  );
}
