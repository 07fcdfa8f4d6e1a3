import { EmojiText, type Status } from '@murmur/shared';
import { StatusContent } from '../status/status-content';
import { useRestrictedNicknames } from '../status/use-restricted-nicknames';
import '../status/status.css';

/**
 * The previewed post: its content warning, then its text through the same sanitised content
 * pipeline and styles as a shown post. Loaded with the first preview, so the form does not carry
 * the post's styles.
 */
export function PreviewBody({ status, stale }: { status: Status; stale: boolean }) {
  const restrictedNicknames = useRestrictedNicknames();
  const warning = status.spoiler_text.trim();
  return (
    <div className={`post-preview__status${stale ? ' post-preview__status--stale' : ''}`}>
      {warning ? (
        <p className="status-cw-text post-preview__cw">
          <EmojiText text={warning} emojis={status.emojis} />
        </p>
      ) : null}
      <StatusContent status={status} restrictedNicknames={restrictedNicknames} />
    </div>
  );
}
