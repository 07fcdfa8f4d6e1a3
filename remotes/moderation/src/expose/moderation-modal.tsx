// Exposed as `moderation/ModerationModal` (slot 'moderation/ModerationModal', props ModalContentProps).
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import '../moderation.css';
import { moderationCatalogue } from '../i18n/catalogue';
import { ModerationModal } from '../modal/moderation-modal';

export default function ModerationModalInLanguage(props: ModalContentProps) {
  return (
    <PartMessages loader={moderationCatalogue}>
      <ModerationModal {...props} />
    </PartMessages>
  );
}
