import { isMissingCall } from '@murmur/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `missing`: the server has no such call (404, 405, 501), so there is nothing to retry. */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'error'; missing?: boolean }
  | { state: 'ready'; data: T };

/** Loads once on mount and on `reload()`; a stale answer never overwrites a newer one. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    void round;
    const controller = new AbortController();
    setLoaded((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'error', missing: isMissingCall(error) });
      },
    );
    return () => controller.abort();
  }, [round]);
  return [loaded, useCallback(() => setRound((n) => n + 1), [])];
}
