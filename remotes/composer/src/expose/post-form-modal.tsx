// Exposed as `composer/PostFormModal` (slot 'composer/PostFormModal', props ModalContentProps).
import '../post-form/post-form.css';
import { type ModalContentProps, PartMessages } from '@murmur/shared';
import { composerCatalogue } from '../i18n/catalogue';
import { Mascot } from '../post-form/mascot';
import { PostForm } from '../post-form/post-form';
import { SourcedForm } from '../post-form/sourced-form';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The new-post modal (floating button, the 'n' key), closed once the server accepted the post.
 * Its props (the bus's 'post-form' modal): `mode` 'new', 'reply', 'quote', 'edit' or 'redraft'
 * with `statusId`; `replyToId` and `quoteId` are read too, and `mention` (an acct: a new post to
 * that account, from a profile card).
 */
export default function PostFormModal({ props, onClose }: ModalContentProps) {
  const mode = text(props.mode) ?? 'new';
  const statusId = text(props.statusId);
  const replyToId = text(props.replyToId) ?? (mode === 'reply' ? statusId : undefined);
  const quoteId = text(props.quoteId) ?? (mode === 'quote' ? statusId : undefined);
  const mention = text(props.mention);
  return (
    <PartMessages loader={composerCatalogue}>
      {(mode === 'edit' || mode === 'redraft') && statusId ? (
        <SourcedForm mode={mode} statusId={statusId} onDone={onClose} />
      ) : (
        <>
          <PostForm
            placement="column"
            replyToId={replyToId}
            quoteId={quoteId}
            mention={mention}
            focusText
            onPosted={onClose}
          />
          {mode === 'new' ? <Mascot /> : null}
        </>
      )}
    </PartMessages>
  );
}
