import { SlotError } from '@murmur/shared';
import { RotateCw } from 'lucide-react';
import { Component, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import type { PreviewState } from './use-post-preview';

// The post's rendering (and its styles) load when a preview is first opened.
const loadBody = () => import('./preview-body').then((module) => ({ default: module.PreviewBody }));
let PreviewBody = lazy(loadBody);

class BodyBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[murmur] the post preview failed to load', error);
  }
  override render() {
    return this.state.failed ? (
      <SlotError
        onRetry={() => {
          PreviewBody = lazy(loadBody);
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    ) : (
      this.props.children
    );
  }
}

/**
 * The preview area under the form (spec 3 'Preview'): the server's rendering of the post with its
 * content warning; the loading text, the server's error with a Retry, or the empty-post message.
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
  const open = state.kind !== 'closed';
  // The rendering's code loads beside the first request, not after it.
  useEffect(() => {
    if (open) void loadBody().catch(() => undefined);
  }, [open]);
  if (!open) return null;
  const loading = state.kind === 'loading';
  const status = state.kind === 'shown' ? state.status : state.kind === 'loading' ? state.previous : null;
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
        <BodyBoundary onRetry={onRetry}>
          <Suspense fallback={null}>
            <PreviewBody status={status} stale={loading} />
          </Suspense>
        </BodyBoundary>
      ) : null}
    </section>
  );
}
