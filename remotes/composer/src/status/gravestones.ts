import { useSyncExternalStore } from 'react';

// Spec 3 'Post actions': "Delete marks the status deleted at once. A deleted status shows a
// gravestone." At once: on the server's reply, without reloading anything. The status stays in the store and in every list that holds it, so the gravestone
// stands where the post was (a thread keeps its shape, the feed does not jump); it goes with the
// next load of that list. Only this page's deletions are marked: another client's deletion
// reaches us as a missing status ('Status unavailable').

const deleted = new Set<string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks a status deleted (the server agreed). */
export function markDeleted(id: string): void {
  if (deleted.has(id)) return;
  deleted.add(id);
  changed();
}

export function isDeleted(id: string): boolean {
  return deleted.has(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while `id` (or the post it repeats, `repeatOf`) is marked deleted. */
export function useDeleted(id: string | null | undefined, repeatOf?: string | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (id ? deleted.has(id) : false) || (repeatOf ? deleted.has(repeatOf) : false),
    () => false,
  );
}
