// Exposed as `settings/SettingsModal` (slot 'settings/SettingsModal', props ModalContentProps).
import '../settings.css';
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import { settingsCatalogue } from '../i18n/catalogue';
import { SettingsModal } from '../settings-modal/settings-modal';

export default function SettingsModalInLanguage(props: ModalContentProps) {
  return (
    <PartMessages loader={settingsCatalogue}>
      <SettingsModal {...props} />
    </PartMessages>
  );
}
