import { NeedsNetworkReason, useNeedsNetwork } from '@murmur/shared';
import { LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { AnnouncementDraft } from '../api/admin-api';
import { errorText } from '../common/error-text';
import { type AnnouncementForm, type DraftProblem, draftOf } from './draft';
import { messages } from './messages';

const PROBLEMS: Record<DraftProblem, MessageDescriptor> = {
  empty: messages.emptyContent,
  'end-before-start': messages.endBeforeStart,
};

/**
 * The announcement form (post or edit): text, start and end times, all day. Pending while the
 * server works; an error keeps everything typed and can be dismissed (spec 2 section 8).
 */
export function AnnouncementFormView({
  initial,
  submitLabel,
  errorLabel,
  onSubmit,
  onCancel,
}: {
  initial: AnnouncementForm;
  submitLabel: MessageDescriptor;
  errorLabel: MessageDescriptor;
  onSubmit: (draft: AnnouncementDraft) => Promise<void>;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const [form, setForm] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Offline the form stays editable and only its submit is held, with the reason (issue 36).
  const net = useNeedsNetwork();
  const contentId = useId();
  const startId = useId();
  const endId = useId();
  const allDayId = useId();
  const set = (change: Partial<AnnouncementForm>) => setForm((held) => ({ ...held, ...change }));

  const submit = async () => {
    const checked = draftOf(form);
    if ('problem' in checked) {
      setError(intl.formatMessage(PROBLEMS[checked.problem]));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(checked.draft);
      setForm(initial);
    } catch (failure) {
      setError(intl.formatMessage(errorLabel, { error: errorText(intl, failure) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="announcement-form"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && net.online) void submit();
      }}
    >
      <label htmlFor={contentId} className="visually-hidden">
        <FormattedMessage {...messages.content} />
      </label>
      <textarea
        id={contentId}
        className="moderation-input"
        rows={3}
        placeholder={intl.formatMessage(messages.placeholder)}
        value={form.content}
        disabled={pending}
        onChange={(event) => set({ content: event.target.value })}
      />
      <div className="announcement-form__times">
        <label htmlFor={startId}>
          <FormattedMessage {...messages.startTime} />
        </label>
        <input
          id={startId}
          type="datetime-local"
          className="moderation-input"
          value={form.startsAt}
          disabled={pending}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
        <label htmlFor={endId}>
          <FormattedMessage {...messages.endTime} />
        </label>
        <input
          id={endId}
          type="datetime-local"
          className="moderation-input"
          value={form.endsAt}
          disabled={pending}
          onChange={(event) => set({ endsAt: event.target.value })}
        />
        <span className="moderation-check">
          <input
            id={allDayId}
            type="checkbox"
            checked={form.allDay}
            disabled={pending}
            onChange={(event) => set({ allDay: event.target.checked })}
          />
          <label htmlFor={allDayId}>
            <FormattedMessage {...messages.allDay} />
          </label>
        </span>
      </div>
      {error ? (
        <div role="alert" className="moderation-error announcement-form__error">
          <span>{error}</span>
          <button
            type="button"
            className="button moderation-icon-button"
            aria-label={intl.formatMessage(messages.closeError)}
            onClick={() => setError(null)}
          >
            <X aria-hidden="true" size={14} />
          </button>
        </div>
      ) : null}
      <div className="moderation-actions">
        {onCancel ? (
          <button type="button" className="button" disabled={pending} onClick={onCancel}>
            <FormattedMessage {...messages.cancelEdit} />
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pending} {...net.control()}>
          {pending ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} /> : null}
          {pending ? <FormattedMessage {...messages.posting} /> : intl.formatMessage(submitLabel)}
        </button>
        <NeedsNetworkReason
          net={net}
          className="moderation-offline-reason"
          action={intl.formatMessage(submitLabel)}
        />
      </div>
    </form>
  );
}
