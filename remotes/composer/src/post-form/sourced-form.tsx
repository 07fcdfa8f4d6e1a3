import {
  describeError,
  learnMissingFeature,
  type Status,
  useInstance,
  usePreference,
  useStatus,
} from '@murmur/shared';
import { useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { actionMessages } from '../actions/messages';
import { sourceFromPost } from '../actions/source-from-post';
import { deleteStatus } from '../actions/status-actions';
import { fetchStatusSource, type StatusSource } from '../actions/status-source';
import { type DraftData, loadDraft, saveDraft } from './drafts';
import { formMessages } from './messages';
import { PostForm } from './post-form';
import { asScope } from './scopes';
import { useDraftOwner } from './use-draft-owner';

/** The form's content for a post being edited or redrafted: its source and what the post carries. */
export function draftFromStatus(status: Status, source: StatusSource, fallbackType: string): DraftData {
  return {
    status: source.text,
    spoilerText: source.spoilerText,
    visibility: asScope(status.visibility) ?? 'public',
    contentType: source.contentType ?? fallbackType,
    nsfw: status.sensitive,
    language: status.language,
    files: status.media_attachments,
  };
}

/** The post a redraft quotes again: the quote as read, or the id Pleroma names when it could not be shown. */
export function redraftQuoteId(status: Status | undefined | null): string | undefined {
  return status?.quote?.id ?? (status?.pleroma.quote_id || undefined) ?? undefined;
}

type Loading =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** `asShown`: the server keeps no source, the form holds the post's text as shown. */
  | { kind: 'ready'; prefill: DraftData; asShown?: boolean };

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/**
 * The post's source, or its text as shown when the server has no source call (a 404, 405 or 501,
 * learned for the tab so it is asked once).
 */
async function sourceOf(
  id: string,
  post: Status,
  askServer: boolean,
): Promise<{ source: StatusSource; asShown: boolean }> {
  if (!askServer) return { source: sourceFromPost(post), asShown: true };
  try {
    return { source: await fetchStatusSource(id), asShown: false };
  } catch (error) {
    if (learnMissingFeature('statusSource', error, 'GET /api/v1/statuses/{id}/source'))
      return { source: sourceFromPost(post), asShown: true };
    throw error;
  }
}

/**
 * Edit and redraft (spec 3 'Edit' and 'Redraft'): the form opens on the post's source, or on its
 * text as shown where the server keeps no source (and says so). A redraft keeps that source as a
 * draft first, then deletes the original, so a failure on the way loses nothing; the form then
 * posts a new status.
 */
export function SourcedForm({
  mode,
  statusId,
  onDone,
}: {
  mode: 'edit' | 'redraft';
  statusId: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const status = useStatus(statusId);
  const postContentType = usePreference('postContentType');
  const { capabilities } = useInstance();
  const storageKey = `${mode}:${statusId}`;
  const owner = useDraftOwner();
  const [state, setState] = useState<Loading>(() => {
    const stored = loadDraft(owner, storageKey);
    return stored ? { kind: 'ready', prefill: stored.data } : { kind: 'loading' };
  });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The original is deleted once, however often the component mounts.
  const started = useRef(false);
  const original = useRef(status);
  original.current ??= status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again only on Retry (attempt).
  useEffect(() => {
    if (state.kind === 'ready' || started.current) return;
    const post = original.current;
    if (!post) {
      setState({ kind: 'failed', message: intl.formatMessage(actionMessages.unavailable) });
      return;
    }
    started.current = true;
    sourceOf(statusId, post, capabilities.statusSource !== false)
      .then(async ({ source, asShown }) => {
        const prefill = draftFromStatus(post, source, postContentType || 'text/plain');
        if (mode === 'redraft') {
          saveDraft(owner, storageKey, prefill);
          await deleteStatus(statusId).catch((error: unknown) => setDeleteError(errorText(intl, error)));
        }
        setState({ kind: 'ready', prefill, asShown });
      })
      .catch((error: unknown) => {
        started.current = false;
        setState({ kind: 'failed', message: errorText(intl, error) });
      });
  }, [attempt]);

  if (state.kind === 'loading')
    return (
      <p className="post-form__loading" role="status">
        {intl.formatMessage(actionMessages.loadingSource)}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <div className="post-form__error" role="alert">
        <p>{intl.formatMessage(formMessages.error, { error: state.message })}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {intl.formatMessage(actionMessages.retry)}
        </button>
      </div>
    );
  const post = original.current;
  return (
    <>
      {deleteError ? (
        <p className="post-form__error" role="alert">
          {intl.formatMessage(actionMessages.redraftDeleteFailed, { error: deleteError })}
        </p>
      ) : null}
      {state.asShown ? (
        <p className="post-form__notice" role="note">
          {intl.formatMessage(actionMessages.sourceAsShown)}
        </p>
      ) : null}
      <PostForm
        placement="column"
        storageKey={storageKey}
        prefill={state.prefill}
        editId={mode === 'edit' ? statusId : undefined}
        replyToId={mode === 'redraft' ? (post?.in_reply_to_id ?? undefined) : undefined}
        // A redrafted quote stays a quote (the quoted post is shown above the text again).
        quoteId={mode === 'redraft' ? redraftQuoteId(post) : undefined}
        focusText
        onPosted={onDone}
      />
    </>
  );
}
