// Exposed as `moderation/ReportDialog` (slot 'moderation/ReportDialog', props ModalContentProps).
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import '../moderation.css';
import { moderationCatalogue } from '../i18n/catalogue';
import { ReportDialog } from '../report-dialog/report-dialog';

export default function ReportDialogInLanguage(props: ModalContentProps) {
  return (
    <PartMessages loader={moderationCatalogue}>
      <ReportDialog {...props} />
    </PartMessages>
  );
}
