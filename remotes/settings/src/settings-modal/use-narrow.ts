import { useSyncExternalStore } from 'react';

/** Where the settings' tab list turns from a column beside the panel into a row above it. */
export const NARROW_QUERY = '(max-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia?.(NARROW_QUERY).matches ?? false;

/** True on a phone-wide window, following it as the window changes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
