import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

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
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [round]);
  return [loaded, useCallback(() => setRound((n) => n + 1), [])];
}
