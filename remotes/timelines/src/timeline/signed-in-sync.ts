import { session$ } from '@murmur/shared/core';

// Notifications and announcements are followed for a signed-in reader only: their code (the
// polling, the read markers, the live announcements) is fetched when a session is a user's, so a
// visitor's first screen does not download it (issue 40, decision 0255).
const loadSync = () => import('./signed-in-sync-start');

let loaded = false;
let loading = false;
const RETRY_MS = 10_000;

function startIfSignedIn(): void {
  if (loaded || loading || session$.getValue().kind !== 'user') return;
  loading = true;
  loadSync().then(
    (sync) => {
      loaded = true;
      sync.startSignedInSync();
    },
    (error: unknown) => {
      loading = false;
      console.warn('[murmur] notifications could not be followed; trying again', error);
      window.setTimeout(startIfSignedIn, RETRY_MS);
    },
  );
}

let watching = false;
/** Starts following notifications and announcements once (and whenever) the reader is signed in. */
export function followSignedInReader(): void {
  if (watching) return;
  watching = true;
  session$.subscribe(startIfSignedIn);
}
