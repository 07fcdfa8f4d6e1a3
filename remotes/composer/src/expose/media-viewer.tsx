// Exposed as `composer/MediaViewer` (slot 'composer/MediaViewer', props ModalContentProps).
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import { composerCatalogue } from '../i18n/catalogue';
import { MediaViewer } from '../media-viewer/media-viewer';

/**
 * The media viewer modal: `props.statusId` names the post, `props.index` the first media shown; or
 * `props.imageUrl` (with `props.description`) one picture of no post, such as a zoomed avatar.
 */
export default function MediaViewerModal({ props, onClose }: ModalContentProps) {
  const statusId = typeof props.statusId === 'string' ? props.statusId : '';
  const index = typeof props.index === 'number' && Number.isInteger(props.index) ? props.index : 0;
  const single =
    typeof props.imageUrl === 'string'
      ? { url: props.imageUrl, description: typeof props.description === 'string' ? props.description : '' }
      : undefined;
  return (
    <PartMessages loader={composerCatalogue}>
      <MediaViewer statusId={statusId} index={index} single={single} onClose={onClose} />
    </PartMessages>
  );
}
