import { getApiClient, learnMissingFeature } from '@murmur/shared';
import { Archive, Download } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, ListState, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import { useLoaded } from '../account/use-loaded';

export interface Backup {
  id: string;
  insertedAt: string;
  processed: boolean;
  /** Only an http(s) address is ever offered. */
  url: string | null;
}

/** Reads GET /api/v1/pleroma/backups; a backup not processed yet has no download. */
export function readBackups(json: unknown): Backup[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((raw, index) => {
    if (!raw || typeof raw !== 'object') return [];
    const b = raw as Record<string, unknown>;
    const url = typeof b.url === 'string' && /^https?:\/\//i.test(b.url) ? b.url : null;
    return [
      {
        id: String(b.id ?? index),
        insertedAt: String(b.inserted_at ?? ''),
        processed: b.processed === true,
        url,
      },
    ];
  });
}

/** Account backup: create one, then each is 'not ready yet' until the server made it downloadable. */
export function BackupTab() {
  const intl = useIntl();
  const [loaded, reload] = useLoaded(
    async (signal) =>
      readBackups((await getApiClient().get<unknown>('/api/v1/pleroma/backups', { signal })).data),
    { feature: 'accountBackups', call: 'GET /api/v1/pleroma/backups' },
  );
  const [busy, setBusy] = useState(false);
  // Held offline with the reason (issue 36); a ready backup's download link stays.
  const net = useServerAction();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await getApiClient().post('/api/v1/pleroma/backups');
      setOutcome({ ok: true, text: intl.formatMessage(m.backupCreated) });
      reload();
    } catch (error) {
      // A server without backups: the tab says so in one line from now on.
      if (learnMissingFeature('accountBackups', error, 'POST /api/v1/pleroma/backups')) return;
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };
  const date = (iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '—' : intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' });
  };
  return (
    <div className="settings-group">
      <p className="setting__hint">{intl.formatMessage(m.backupHint)}</p>
      <div className="settings-actions">
        <button
          type="button"
          className="button settings-button"
          disabled={busy}
          {...net.control()}
          onClick={net.guard(() => void create())}
        >
          <Archive size={14} aria-hidden="true" /> {intl.formatMessage(m.createBackup)}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
      <ListState loaded={loaded} retry={reload} empty={intl.formatMessage(m.noBackups)}>
        {(backups) => (
          <ul className="settings-list">
            {backups.map((backup) => (
              <li key={backup.id} className="settings-list__row">
                <span className="settings-list__main">{date(backup.insertedAt)}</span>
                {backup.processed && backup.url ? (
                  <a className="button settings-button" href={backup.url} download rel="noopener noreferrer">
                    <Download size={14} aria-hidden="true" /> {intl.formatMessage(m.download)}
                  </a>
                ) : (
                  <span className="setting__hint">{intl.formatMessage(m.backupNotReady)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
