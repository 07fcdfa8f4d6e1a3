import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';

// Whether the browser says it has a network (issue 36: reading offline). Offline, the parts show
// what the client kept and disable what needs the server, with the reason; back online they
// refresh by themselves (`whenBackOnline`). One subject for the page, fed by the window's
// `online` and `offline` events.

const hasNavigator = typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean';

/** True while the browser has a network (true where it cannot say). */
export const online$ = new BehaviorSubject<boolean>(hasNavigator ? navigator.onLine : true);

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('online', () => online$.next(true));
  window.addEventListener('offline', () => online$.next(false));
}

export function isOnline(): boolean {
  return online$.getValue();
}

/** Re-renders when the network comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const subscription = online$.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => online$.getValue(),
    () => true,
  );
}

/** Calls `run` each time the network comes back (not now). Returns the unsubscribe. */
export function whenBackOnline(run: () => void): () => void {
  let last = online$.getValue();
  const subscription = online$.subscribe((online) => {
    if (online && !last) run();
    last = online;
  });
  return () => subscription.unsubscribe();
}
