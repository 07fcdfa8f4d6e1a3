// MFM effects in the text it draws need their styles: this chunk is only fetched on demand anyway.
import '../mfm/mfm.css';
import './edit-history.css';
import { describeError, EmojiText, HtmlContent, type Status } from '@murmur/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadStatusHistory, type StatusVersion } from './load-history';
import { historyMessages as m } from './messages';

type HistoryState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; versions: StatusVersion[] };

/**
 * A post's edit history (spec 3 'Edit'): fetched again when the post's id or edited_at changes,
 * titled with the number of edits (versions minus one), newest first. A native modal dialog:
 * focus stays inside, Escape closes, focus returns to the opener.
 */
export default function EditHistoryDialog({
  status,
  restrictedNicknames,
  onClose,
}: {
  status: Status;
  restrictedNicknames: readonly string[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<HistoryState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const editedAt = status.edited_at;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetched when the post changes (spec) or on Retry.
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    loadStatusHistory(status.id, controller.signal).then(
      (versions) => setState({ kind: 'done', versions }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = describeError(intl, error);
        setState({ kind: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [status.id, editedAt, attempt]);

  const versions = state.kind === 'done' ? state.versions : [];
  const title = intl.formatMessage(m.title, { count: Math.max(0, versions.length - 1) });

  return (
    <dialog
      ref={dialogRef}
      className="edit-history"
      aria-labelledby={`history-${status.id}`}
      onClose={onClose}
    >
      <header className="edit-history__header">
        <h2 id={`history-${status.id}`}>{state.kind === 'done' ? title : intl.formatMessage(m.loading)}</h2>
        <button
          type="button"
          className="edit-history__close"
          aria-label={intl.formatMessage(m.close)}
          title={intl.formatMessage(m.close)}
          onClick={() => dialogRef.current?.close()}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      {state.kind === 'loading' ? (
        <p role="status">{intl.formatMessage(m.loading)}</p>
      ) : state.kind === 'failed' ? (
        <div role="alert">
          <p>{intl.formatMessage(m.failed, { error: state.message })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : (
        <ol className="edit-history__list">
          {[...versions].reverse().map((version, i) => (
            // Versions have no id; their place in the list is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <li key={i} className="edit-history__version">
              <p className="edit-history__meta">
                <strong>
                  {i === 0
                    ? intl.formatMessage(m.current)
                    : i === versions.length - 1
                      ? intl.formatMessage(m.original)
                      : null}
                </strong>{' '}
                {version.createdAt ? (
                  <time dateTime={version.createdAt}>
                    {intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                ) : null}
              </p>
              {version.spoilerText ? (
                <p className="edit-history__cw">
                  <EmojiText text={version.spoilerText} emojis={version.emojis} />
                </p>
              ) : null}
              <div className="status-content" dir="auto">
                <HtmlContent
                  html={version.html}
                  emojis={version.emojis}
                  mentions={status.mentions}
                  tags={status.tags}
                  restrictedNicknames={restrictedNicknames}
                />
              </div>
              {version.pollOptions.length > 0 ? (
                <p className="edit-history__extra">
                  {intl.formatMessage(m.poll, { options: version.pollOptions.join(' · ') })}
                </p>
              ) : null}
              {version.attachments > 0 ? (
                <p className="edit-history__extra">
                  {intl.formatMessage(m.files, { count: version.attachments })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </dialog>
  );
}
