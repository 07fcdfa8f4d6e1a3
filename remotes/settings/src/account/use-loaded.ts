import { type CapabilityName, isMissingCall, learnMissingFeature, whenBackOnline } from '@murmur/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `missing`: the server has no such call (404, 405, 501), so there is nothing to retry. */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'error'; missing?: boolean }
  | { state: 'ready'; data: T };

/**
 * Loads once on mount and on `reload()`; a stale answer never overwrites a newer one. With
 * `learn`, a 404, 405 or 501 turns its capability off for the tab, so it is not asked again.
 */
export function useLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  learn?: { feature: CapabilityName; call: string },
): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const learnRef = useRef(learn);
  learnRef.current = learn;
  useEffect(() => {
    void round;
    const controller = new AbortController();
    setLoaded((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ state: 'ready', data });
      },
      (error: unknown) => {
        const lacking = learnRef.current;
        if (lacking) learnMissingFeature(lacking.feature, error, lacking.call);
        if (!controller.signal.aborted) setLoaded({ state: 'error', missing: isMissingCall(error) });
      },
    );
    return () => controller.abort();
  }, [round]);
  // A list that could not be read offline is read again when the network comes back (issue 36).
  const failed = loaded.state === 'error' && !loaded.missing;
  useEffect(() => (failed ? whenBackOnline(() => setRound((n) => n + 1)) : undefined), [failed]);
  return [loaded, useCallback(() => setRound((n) => n + 1), [])];
}
