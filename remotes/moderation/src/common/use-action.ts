import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from './error-text';

/** An action in progress and its last error; the error is the server's text (a 403's message). */
export function useAction() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        if (live.current) setError(errorText(intl, failure));
        return false;
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [intl],
  );
  return { busy, error, run, clearError: () => setError(null) };
}
