import { AccountName, type AdminReport, bidiIsolate, type ReportState } from '@murmur/shared';
import { CheckCircle2, LoaderCircle, RotateCcw, XCircle } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useModerationAction } from '../common/offline';
import { useAction } from '../common/use-action';
import { messages } from './messages';
import { setReportStates } from './report-actions';
import { ReportNotes } from './report-notes';
import { ReportedStatus } from './reported-status';

const STATE_LABELS: Record<ReportState, MessageDescriptor> = {
  open: messages.stateOpen,
  resolved: messages.stateResolved,
  closed: messages.stateClosed,
};

/** One report: who, by whom, the comment, the reported posts, the notes and the state buttons. */
export function ReportCard({
  report,
  selected,
  onSelect,
}: {
  report: AdminReport;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const intl = useIntl();
  const { busy, error, run } = useAction();
  const headingId = useId();
  const target = report.account
    ? bidiIsolate(`@${report.account.acct}`)
    : intl.formatMessage(messages.unknownAccount);
  const reporter = report.actor
    ? bidiIsolate(`@${report.actor.acct}`)
    : intl.formatMessage(messages.unknownAccount);
  // Held offline with the reason (issue 36).
  const net = useModerationAction();
  const change = (state: ReportState) => void run(() => setReportStates([report.id], state));

  return (
    <article
      className={`report-card report-card--${report.state}`}
      aria-labelledby={headingId}
      aria-busy={busy}
    >
      <header className="report-card__header">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={intl.formatMessage(messages.select, { acct: target })}
        />
        <h3 id={headingId} className="report-card__title">
          {intl.formatMessage(messages.reportOn, { acct: target })}
        </h3>
        <span className={`report-card__state report-card__state--${report.state}`}>
          <FormattedMessage {...STATE_LABELS[report.state]} />
        </span>
      </header>
      {report.account?.display_name ? (
        <p className="report-card__name">
          <AccountName text={report.account.display_name} emojis={report.account.emojis} />
        </p>
      ) : null}
      <p className="report-card__meta">
        {intl.formatMessage(messages.reporter, { acct: reporter })} ·{' '}
        <time dateTime={report.created_at}>
          {intl.formatDate(report.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <blockquote className="report-card__comment" aria-label={intl.formatMessage(messages.comment)}>
        {report.content ? report.content : <FormattedMessage {...messages.noComment} />}
      </blockquote>
      <section aria-label={intl.formatMessage(messages.statuses)}>
        <h4>
          <FormattedMessage {...messages.statuses} />
        </h4>
        {report.statuses.length > 0 ? (
          <ul className="report-card__statuses">
            {report.statuses.map((status) => (
              <ReportedStatus key={status.id} status={status} />
            ))}
          </ul>
        ) : (
          <p className="moderation-faint">
            <FormattedMessage {...messages.noStatuses} />
          </p>
        )}
      </section>
      <ReportNotes report={report} />
      <div className="moderation-actions">
        {report.state !== 'resolved' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(() => change('resolved'))}
          >
            <CheckCircle2 aria-hidden="true" size={16} /> <FormattedMessage {...messages.resolve} />
          </button>
        ) : null}
        {report.state !== 'closed' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(() => change('closed'))}
          >
            <XCircle aria-hidden="true" size={16} /> <FormattedMessage {...messages.close} />
          </button>
        ) : null}
        {report.state !== 'open' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(() => change('open'))}
          >
            <RotateCcw aria-hidden="true" size={16} /> <FormattedMessage {...messages.reopen} />
          </button>
        ) : null}
        {busy ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} /> : null}
      </div>
      {error ? (
        <p role="alert" className="moderation-error">
          {intl.formatMessage(messages.actionFailed, { error })}
        </p>
      ) : null}
    </article>
  );
}
