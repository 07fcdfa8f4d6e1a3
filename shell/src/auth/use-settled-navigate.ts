import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** How long to wait for a page that never shows (a remote that hangs) before going on anyway. */
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * A navigate whose promise settles once the new location is on screen. The router renders route
 * changes in a transition, so a page that is still loading (a remote's slot) keeps the old page
 * mounted for a while; work that must not be seen by the old page (ending the session under a
 * login-required page) waits for this.
 */
export function useSettledNavigate(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const waiting = useRef<{ to: string; resolve: () => void } | null>(null);
  const current = useRef(here);
  current.current = here;

  useEffect(() => {
    if (waiting.current && waiting.current.to === here) {
      waiting.current.resolve();
      waiting.current = null;
    }
  }, [here]);

  return useCallback(
    (to: string) =>
      new Promise<void>((resolve) => {
        if (current.current === to) {
          resolve();
          return;
        }
        const timer = setTimeout(() => {
          waiting.current = null;
          resolve();
        }, SETTLE_TIMEOUT_MS);
        waiting.current = {
          to,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        void navigate(to);
      }),
    [navigate],
  );
}
