import { useSyncExternalStore } from 'react';

// One record, for the page's life, of the picture URLs that failed to load. Every part reads
// the same one (@murmur/shared is a singleton), so an avatar that failed once is never asked
// for again: not when a virtual list remounts its row, not on the next screen, not by another
// remote. Nothing is stored about a picture that loaded: the browser's cache covers those.

const failed = new Set<string>();
const listeners = new Set<() => void>();
// A hostile server may hand out a new broken URL per account; the record stays bounded.
const MAX_RECORDED = 5_000;

export function pictureFailed(url: string): boolean {
  return failed.has(url);
}

export function markPictureFailed(url: string): void {
  if (failed.has(url)) return;
  if (failed.size >= MAX_RECORDED) {
    const oldest = failed.values().next().value;
    if (oldest !== undefined) failed.delete(oldest);
  }
  failed.add(url);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once this URL has failed anywhere on the page; re-renders when it does. */
export function usePictureFailed(url: string | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (url ? failed.has(url) : false),
    () => false,
  );
}

/** For tests: forgets every failure. */
export function resetFailedPictures(): void {
  failed.clear();
  for (const listener of [...listeners]) listener();
}
