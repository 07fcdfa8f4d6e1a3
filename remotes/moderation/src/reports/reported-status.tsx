import { HtmlContent, type Status, type Visibility } from '@murmur/shared';
import { EyeOff, LoaderCircle, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModerationAction } from '../common/offline';
import { useAction } from '../common/use-action';
import { messages } from './messages';
import { changeReportedStatus, deleteReportedStatus } from './report-actions';

const STAFF_VISIBILITIES = [
  'public',
  'unlisted',
  'private',
  'direct',
] as const satisfies readonly Visibility[];

/** A reported post with the staff actions: visibility, sensitivity, deletion (confirmed inline). */
export function ReportedStatus({ status }: { status: Status }) {
  const intl = useIntl();
  const { busy, error, run } = useAction();
  const [confirming, setConfirming] = useState(false);
  // Each change asks the server: held offline with the reason (issue 36).
  const net = useModerationAction();
  // What the moderator just chose, shown at once while the server answers (issue 38: the box only
  // ticked after the answer); dropped when it answers, so a refusal shows the post as it is.
  const [pending, setPending] = useState<{ sensitive?: boolean; visibility?: Visibility } | null>(null);
  const change = (patch: { sensitive?: boolean; visibility?: Visibility }) => {
    setPending(patch);
    void run(() => changeReportedStatus(status.id, patch)).finally(() => setPending(null));
  };
  const visibilityId = useId();
  const sensitiveId = useId();
  return (
    <li className="reported-status" aria-busy={busy}>
      <div className="reported-status__meta">
        <bdi>@{status.account.acct}</bdi>
        <time dateTime={status.created_at}>
          {intl.formatDate(status.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      {status.spoiler_text ? (
        <p className="reported-status__cw" dir="auto">
          {status.spoiler_text}
        </p>
      ) : null}
      <div className="reported-status__content" dir="auto">
        <HtmlContent
          html={status.content}
          emojis={status.emojis}
          mentions={status.mentions}
          tags={status.tags}
          inlineImages="alt-text"
        />
      </div>
      <div className="reported-status__actions">
        <label htmlFor={visibilityId}>
          <FormattedMessage {...messages.visibility} />
        </label>
        <select
          id={visibilityId}
          className="moderation-input"
          value={pending?.visibility ?? status.visibility}
          disabled={busy}
          {...net.control()}
          onChange={net.guard((event: ChangeEvent<HTMLSelectElement>) =>
            change({ visibility: event.target.value as Visibility }),
          )}
        >
          {STAFF_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {intl.formatMessage(messages[v])}
            </option>
          ))}
        </select>
        <span className="moderation-check">
          <input
            id={sensitiveId}
            type="checkbox"
            checked={pending?.sensitive ?? status.sensitive}
            disabled={busy}
            aria-busy={pending?.sensitive !== undefined}
            {...net.control()}
            onChange={net.guard((event: ChangeEvent<HTMLInputElement>) =>
              change({ sensitive: event.target.checked }),
            )}
          />
          <label htmlFor={sensitiveId}>
            <EyeOff aria-hidden="true" size={14} /> <FormattedMessage {...messages.sensitive} />
          </label>
        </span>
        {confirming ? (
          <span className="moderation-confirm">
            <FormattedMessage {...messages.confirmDeletePost} />
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              <FormattedMessage {...messages.cancel} />
            </button>
            <button
              type="button"
              className="button moderation-danger"
              disabled={busy}
              {...net.control()}
              onClick={net.guard(
                () => void run(() => deleteReportedStatus(status.id)).then(() => setConfirming(false)),
              )}
            >
              <FormattedMessage {...messages.yesDelete} />
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button moderation-danger"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(() => setConfirming(true))}
          >
            <Trash2 aria-hidden="true" size={14} /> <FormattedMessage {...messages.deletePost} />
          </button>
        )}
        {busy ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} /> : null}
      </div>
      {error ? (
        <p role="alert" className="moderation-error">
          {intl.formatMessage(messages.actionFailed, { error })}
        </p>
      ) : null}
    </li>
  );
}
