import { type AdminReport, bidiIsolate, bus } from '@murmur/shared';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModerationAction } from '../common/offline';
import { useAction } from '../common/use-action';
import { messages } from './messages';
import { addNote, removeNote } from './report-actions';

/** A report's staff notes (plain text, escaped by React) with add and delete. */
export function ReportNotes({ report }: { report: AdminReport }) {
  const intl = useIntl();
  const { busy, error, run } = useAction();
  const [draft, setDraft] = useState('');
  // Adding and deleting notes need the server: held offline; the draft stays (issue 36).
  const net = useModerationAction();
  const inputId = useId();
  return (
    <section className="report-notes" aria-label={intl.formatMessage(messages.notes)}>
      <h4>
        <FormattedMessage {...messages.notes} />
      </h4>
      {report.notes.length > 0 ? (
        <ul>
          {report.notes.map((note) => (
            <li key={note.id} className="report-notes__note">
              <p className="report-notes__content" dir="auto">
                {note.content}
              </p>
              <span className="report-notes__meta">
                {intl.formatMessage(messages.noteBy, {
                  acct: note.user ? bidiIsolate(`@${note.user.nickname}`) : '',
                  time: intl.formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </span>
              <button
                type="button"
                className="button moderation-icon-button"
                disabled={busy}
                aria-label={intl.formatMessage(messages.deleteNote)}
                title={intl.formatMessage(messages.deleteNote)}
                {...net.control()}
                onClick={net.guard(() =>
                  bus.emit({
                    type: 'modal/requested',
                    modal: 'confirm',
                    props: {
                      title: intl.formatMessage(messages.deleteNote),
                      text: intl.formatMessage(messages.deleteNoteConfirm),
                      acceptLabel: intl.formatMessage(messages.deleteNote),
                      onAccept: () => void run(() => removeNote(report.id, note.id)),
                    },
                  }),
                )}
              >
                <Trash2 aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="report-notes__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!net.online) return;
          const content = draft.trim();
          if (!content) return;
          // The draft stays until the server kept the note: nothing typed is lost on an error.
          void run(() => addNote(report.id, content)).then((ok) => {
            if (ok) setDraft('');
          });
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage {...messages.notePlaceholder} />
        </label>
        <textarea
          id={inputId}
          className="moderation-input"
          rows={2}
          placeholder={intl.formatMessage(messages.notePlaceholder)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy || draft.trim() === ''} {...net.control()}>
          {busy ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={14} /> : null}
          <FormattedMessage {...messages.addNote} />
        </button>
      </form>
      {error ? (
        <p role="alert" className="moderation-error">
          {intl.formatMessage(messages.actionFailed, { error })}
        </p>
      ) : null}
    </section>
  );
}
