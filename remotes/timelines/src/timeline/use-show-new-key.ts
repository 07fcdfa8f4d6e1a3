import { useEffect, useRef } from 'react';
import { isTextEntry } from './text-entry';

/** Spec 2 section 2: the period key '.' outside text fields shows new statuses. */
export function useShowNewKey(enabled: boolean, showNew: () => void): void {
  const callback = useRef(showNew);
  callback.current = showNew;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '.' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented)
        return;
      if (isTextEntry(event.target)) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
