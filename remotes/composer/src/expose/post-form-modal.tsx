// Exposed as `composer/PostFormModal` (slot 'composer/PostFormModal', props ModalContentProps).
import '../post-form/post-form.css';
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import { composerCatalogue } from '../i18n/catalogue';
import { PostForm } from '../post-form/post-form';

/**
 * The new-post modal (floating button, the 'n' key): the same form, closed once the server
 * accepted the post. `props.replyToId` / `props.quoteId` open it as a reply or a quote.
 */
export default function PostFormModal({ props, onClose }: ModalContentProps) {
  const replyToId = typeof props.replyToId === 'string' ? props.replyToId : undefined;
  const quoteId = typeof props.quoteId === 'string' ? props.quoteId : undefined;
  return (
    <PartMessages loader={composerCatalogue}>
      <PostForm placement="column" replyToId={replyToId} quoteId={quoteId} onPosted={onClose} />
    </PartMessages>
  );
}
