import { type ReportState, store } from '@murmur/shared';
import { CheckCircle2, LoaderCircle, RefreshCw, RotateCcw, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModerationAction } from '../common/offline';
import { useAction } from '../common/use-action';
import { useTableValues } from '../common/use-table';
import { messages } from './messages';
import { setReportStates } from './report-actions';
import { ReportCard } from './report-card';
import { useReports } from './use-reports';

/** Newest first, by creation time then id. */
function byNewest(a: { created_at: string; id: string }, b: { created_at: string; id: string }): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

/**
 * The reports tab: open and resolved reports, closed ones on request; selected reports change
 * state together in one call. Polled every 60 s while the modal is open.
 */
export function ReportsTab() {
  const intl = useIntl();
  const { load, refresh } = useReports();
  const reports = useTableValues(store.reports);
  const [showClosed, setShowClosed] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const batch = useAction();
  // Changing reports needs the server: held offline with the reason (issue 36).
  const net = useModerationAction();

  const shown = useMemo(
    () => reports.filter((r) => showClosed || r.state !== 'closed').sort(byNewest),
    [reports, showClosed],
  );
  const chosen = shown.filter((r) => selected.has(r.id)).map((r) => r.id);

  const applyToSelected = (state: ReportState) =>
    void batch
      .run(() => setReportStates(chosen, state))
      .then((ok) => {
        if (ok) setSelected(new Set());
      });

  return (
    <div className="reports-tab">
      <div className="moderation-toolbar">
        <button
          type="button"
          className="button"
          aria-pressed={showClosed}
          onClick={() => setShowClosed((was) => !was)}
        >
          <FormattedMessage {...messages.showClosed} />
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void refresh()}
          disabled={load.kind === 'loading'}
        >
          <RefreshCw aria-hidden="true" size={16} /> <FormattedMessage {...messages.refresh} />
        </button>
      </div>
      {chosen.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a toolbar of batch actions, not a form group
        <div
          className="moderation-toolbar moderation-batch"
          role="group"
          aria-label={intl.formatMessage(messages.selected, { count: chosen.length })}
        >
          <span>{intl.formatMessage(messages.selected, { count: chosen.length })}</span>
          <button
            type="button"
            className="button"
            disabled={batch.busy}
            {...net.control()}
            onClick={net.guard(() => applyToSelected('resolved'))}
          >
            <CheckCircle2 aria-hidden="true" size={16} /> <FormattedMessage {...messages.resolve} />
          </button>
          <button
            type="button"
            className="button"
            disabled={batch.busy}
            {...net.control()}
            onClick={net.guard(() => applyToSelected('closed'))}
          >
            <XCircle aria-hidden="true" size={16} /> <FormattedMessage {...messages.close} />
          </button>
          <button
            type="button"
            className="button"
            disabled={batch.busy}
            {...net.control()}
            onClick={net.guard(() => applyToSelected('open'))}
          >
            <RotateCcw aria-hidden="true" size={16} /> <FormattedMessage {...messages.reopen} />
          </button>
          {batch.busy ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} /> : null}
        </div>
      ) : null}
      {batch.error ? (
        <p role="alert" className="moderation-error">
          {intl.formatMessage(messages.actionFailed, { error: batch.error })}
        </p>
      ) : null}
      {load.kind === 'loading' && reports.length === 0 ? (
        <p role="status" className="moderation-faint">
          <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} />{' '}
          <FormattedMessage {...messages.loading} />
        </p>
      ) : null}
      {load.kind === 'error' ? (
        <div role="alert" className="moderation-error">
          <p>{intl.formatMessage(messages.loadError, { error: load.message })}</p>
          <button type="button" className="button" onClick={() => void refresh()}>
            <FormattedMessage {...messages.retry} />
          </button>
        </div>
      ) : null}
      {load.kind !== 'loading' && load.kind !== 'error' && shown.length === 0 ? (
        <div className="moderation-empty">
          <p>
            <FormattedMessage {...messages.empty} />
          </p>
          {!showClosed ? (
            <p className="moderation-faint">
              <FormattedMessage {...messages.emptyHint} />
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="reports-tab__list">
        {shown.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            selected={selected.has(report.id)}
            onSelect={(on) =>
              setSelected((held) => {
                const next = new Set(held);
                if (on) next.add(report.id);
                else next.delete(report.id);
                return next;
              })
            }
          />
        ))}
      </div>
    </div>
  );
}
