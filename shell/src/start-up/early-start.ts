import { sendEarlyRequests } from './early-requests';
import { paintEarlySnapshot } from './early-snapshot';
import { earlyState } from './early-state';

export interface EarlyStart {
  /** Resolves once the requests that follow the first answers have left (early-requests.ts). */
  requestsFollowed: Promise<void>;
  /** Resolves once the last visit's timeline is drawn, or there is none to draw. */
  snapshotDrawn: Promise<void>;
}

/**
 * What a page does before the shell runs, once per page, whichever entry asks first: the early
 * entry (boot.ts) as soon as the page has parsed, else the shell's entry.
 */
export function startEarly(): EarlyStart {
  return earlyState<EarlyStart>('start', () => {
    // Start-up's first requests leave now, while the shell's chunks download.
    const requestsFollowed = sendEarlyRequests();
    // The last visit's timeline shows before the shell runs (text only, no shared module).
    const app = document.getElementById('app');
    const snapshotDrawn = app ? paintEarlySnapshot(app) : Promise.resolve();
    return { requestsFollowed, snapshotDrawn };
  });
}
