import { REPORTS_POLL_MS, repeat } from '@murmur/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../common/error-text';
import { loadReports } from './report-actions';

export type ReportsLoad = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string };

/**
 * Loads the reports into the store and polls them every 60 s while mounted (spec 2 section 9:
 * the moderation modal's reports tab is mounted only while the modal is open).
 */
export function useReports(pollMs: number = REPORTS_POLL_MS) {
  const intl = useIntl();
  const [load, setLoad] = useState<ReportsLoad>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(
    async (quiet: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      if (!quiet) setLoad({ kind: 'loading' });
      try {
        await loadReports(current.signal);
        if (!current.signal.aborted) setLoad({ kind: 'ready' });
      } catch (error) {
        if (current.signal.aborted) return;
        // A failed poll keeps what is shown; only a failed first load replaces it.
        setLoad((held) =>
          quiet && held.kind === 'ready' ? held : { kind: 'error', message: errorText(intl, error) },
        );
        // A poll's failure reaches the scheduler, which backs off.
        if (quiet) throw error;
      }
    },
    [intl],
  );

  useEffect(() => {
    void refresh(false);
    // The scheduler backs off while the server fails and waits while the tab is hidden.
    const task = repeat({ key: 'admin-reports', everyMs: pollMs, run: () => refresh(true) });
    return () => {
      task.stop();
      controller.current?.abort();
    };
  }, [refresh, pollMs]);

  return { load, refresh: () => refresh(false) };
}
