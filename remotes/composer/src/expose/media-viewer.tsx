// Exposed as `composer/MediaViewer` (slot 'composer/MediaViewer', props ModalContentProps).
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import { composerCatalogue } from '../i18n/catalogue';
import { MediaViewer } from '../media-viewer/media-viewer';

/** The media viewer modal: `props.statusId` names the post, `props.index` the first media shown. */
export default function MediaViewerModal({ props, onClose }: ModalContentProps) {
  const statusId = typeof props.statusId === 'string' ? props.statusId : '';
  const index = typeof props.index === 'number' && Number.isInteger(props.index) ? props.index : 0;
  return (
    <PartMessages loader={composerCatalogue}>
      <MediaViewer statusId={statusId} index={index} onClose={onClose} />
    </PartMessages>
  );
}
