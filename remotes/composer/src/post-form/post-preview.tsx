import { EmojiText } from '@murmur/shared';
import { RotateCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { StatusContent } from '../status/status-content';
import '../status/status.css';
import { useRestrictedNicknames } from '../status/use-restricted-nicknames';
import { formMessages } from './messages';
import type { PreviewState } from './use-post-preview';

/**
 * The preview area under the form (spec 3 'Preview'): the server's rendering of the post through
 * the same sanitised content pipeline as a shown post, with its content warning above the text;
 * the loading text, the server's error with a Retry, or the empty-post message.
 */
export function PostPreview({
  id,
  state,
  onRetry,
}: {
  id: string;
  state: PreviewState;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const restrictedNicknames = useRestrictedNicknames();
  if (state.kind === 'closed') return null;
  const loading = state.kind === 'loading';
  const status = state.kind === 'shown' ? state.status : state.kind === 'loading' ? state.previous : null;
  const warning = status?.spoiler_text.trim() ?? '';
  return (
    <section
      id={id}
      className="post-preview"
      aria-label={intl.formatMessage(formMessages.preview)}
      aria-busy={loading}
    >
      {/* Only the state is announced; the text itself is what the user just typed. */}
      <p className="post-preview__state" role="status">
        {loading ? intl.formatMessage(formMessages.previewLoading) : null}
        {state.kind === 'empty' ? intl.formatMessage(formMessages.previewEmpty) : null}
      </p>
      {state.kind === 'error' ? (
        <p className="post-preview__error" role="alert">
          {intl.formatMessage(formMessages.previewError, { error: state.message })}{' '}
          <button type="button" className="button post-preview__retry" onClick={onRetry}>
            <RotateCw size={14} aria-hidden="true" />
            {intl.formatMessage(formMessages.retry)}
          </button>
        </p>
      ) : null}
      {status ? (
        <div className={`post-preview__status${loading ? ' post-preview__status--stale' : ''}`}>
          {warning ? (
            <p className="status-cw-text post-preview__cw">
              <EmojiText text={warning} emojis={status.emojis} />
            </p>
          ) : null}
          <StatusContent status={status} restrictedNicknames={restrictedNicknames} />
        </div>
      ) : null}
    </section>
  );
}
