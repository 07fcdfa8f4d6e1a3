import type { Status } from '@murmur/shared';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DraftData } from './drafts';
import { errorMessage } from './error-message';
import { previewStatus } from './submit-status';

/** How long edits settle before an open preview is asked again (spec 3 sections 4 and 9). */
export const PREVIEW_DEBOUNCE_MS = 500;

/** The preview's states (spec 3 'Preview'), with 'empty' for a post with no text. */
export type PreviewState =
  | { kind: 'closed' }
  | { kind: 'empty' }
  /** `previous` keeps the last rendering on screen while the next one loads. */
  | { kind: 'loading'; previous: Status | null }
  | { kind: 'shown'; status: Status }
  | { kind: 'error'; message: string };

const CLOSED: PreviewState = { kind: 'closed' };

/** What the preview sends: an edit to anything else (files, descriptions) does not ask again. */
function previewKey(data: DraftData): string {
  return JSON.stringify([
    data.status,
    data.spoilerText,
    data.visibility,
    data.contentType,
    data.language,
    data.nsfw,
  ]);
}

/**
 * The server's rendering of the form while `open`: asked at once on opening or Retry, then again
 * 500 ms after the last edit. A request still running when the text changes, the preview closes
 * or the form goes away is aborted, so an older answer never replaces a newer one.
 */
export function usePostPreview({
  open,
  data,
  replyToId,
  quoteId,
}: {
  open: boolean;
  data: DraftData;
  replyToId?: string;
  quoteId?: string;
}): { state: PreviewState; retry: () => void } {
  const [state, setState] = useState<PreviewState>(CLOSED);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(data);
  latest.current = data;
  // Read from a ref so a change of language does not ask the server again.
  const currentIntl = useIntl();
  const intl = useRef(currentIntl);
  intl.current = currentIntl;
  // The first request after opening (or a Retry) is not debounced.
  const immediate = useRef(true);
  const key = previewKey(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are what trigger a new request; the data is read from the ref
  useEffect(() => {
    if (!open) {
      immediate.current = true;
      setState(CLOSED);
      return;
    }
    const controller = new AbortController();
    const run = () => {
      const current = latest.current;
      if (current.status.trim() === '') {
        setState({ kind: 'empty' });
        return;
      }
      setState((before) => ({
        kind: 'loading',
        previous:
          before.kind === 'shown' ? before.status : before.kind === 'loading' ? before.previous : null,
      }));
      previewStatus(current, { replyToId, quoteId, signal: controller.signal }).then(
        (status) => {
          if (!controller.signal.aborted) setState({ kind: 'shown', status });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ kind: 'error', message: errorMessage(intl.current, error) });
        },
      );
    };
    const timer = setTimeout(
      () => {
        immediate.current = false;
        run();
      },
      immediate.current ? 0 : PREVIEW_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, key, attempt, replyToId, quoteId]);

  return {
    // Opening shows the loading state at once, before the first request leaves.
    state: open ? (state.kind === 'closed' ? { kind: 'loading', previous: null } : state) : CLOSED,
    retry: () => {
      immediate.current = true;
      setAttempt((n) => n + 1);
    },
  };
}
