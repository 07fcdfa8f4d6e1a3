// Slot 'moderation/ModerationModal' (props ModalContentProps from @murmur/shared), ACME's way: one
// plain list of open reports with a single 'resolve' action, read from the same admin API.
import { getApiClient, type ModalContentProps } from '@murmur/shared';
import { useCallback, useEffect, useState } from 'react';

interface Report {
  id: string;
  state: string;
  account?: { acct?: string };
  content?: string | null;
}

function readReports(data: unknown): Report[] {
  const list = (data as { reports?: unknown })?.reports;
  return Array.isArray(list) ? (list.filter((r) => r && typeof r === 'object' && 'id' in r) as Report[]) : [];
}

export default function AcmeModerationModal(_props: ModalContentProps) {
  const [reports, setReports] = useState<Report[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    setReports(null);
    getApiClient()
      .get<unknown>('/api/v1/pleroma/admin/reports', { query: { state: 'open' } })
      .then((reply) => setReports(readReports(reply.data)))
      .catch((reason: unknown) => setError(String(reason)));
  }, []);

  useEffect(load, [load]);

  const resolve = (id: string) =>
    getApiClient()
      .patch('/api/v1/pleroma/admin/reports', { json: { reports: [{ id, state: 'resolved' }] } })
      .then(() => setReports((list) => (list ?? []).filter((r) => r.id !== id)))
      .catch((reason: unknown) => setError(String(reason)));

  return (
    <section aria-labelledby="acme-moderation-title" style={{ padding: '0.5rem' }}>
      <h2 id="acme-moderation-title">ACME trust and safety desk</h2>
      {error ? (
        <div role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={load}>
            Retry
          </button>
        </div>
      ) : null}
      {reports === null && !error ? <p role="status">Loading reports…</p> : null}
      {reports?.length === 0 ? <p>No open reports. Nice and quiet.</p> : null}
      <ol>
        {reports?.map((report) => (
          <li key={report.id}>
            <span>
              Report {report.id} about @{report.account?.acct ?? 'unknown'}
            </span>{' '}
            <button type="button" className="button" onClick={() => void resolve(report.id)}>
              Resolve report {report.id}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
