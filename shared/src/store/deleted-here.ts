import { useSyncExternalStore } from 'react';

// Statuses this page deleted (the server agreed). Spec 3: "A deleted status shows a gravestone":
// the post display draws one in the status's place, and the streaming link leaves such a status in
// the store when the server's own 'delete' event comes back for it, so the gravestone stays until
// its list is loaded again.

const deleted = new Set<string>();
const listeners = new Set<() => void>();

/** Marks a status deleted by this page. */
export function markStatusDeletedHere(id: string): void {
  if (deleted.has(id)) return;
  deleted.add(id);
  for (const listener of listeners) listener();
}

// Asked and not yet answered: the server's 'delete' event on the stream can come before the
// reply to the DELETE itself.
const deleting = new Set<string>();

/** A deletion of this status is on its way from this page (`false`: it ended). */
export function setStatusDeletingHere(id: string, on: boolean): void {
  if (on) deleting.add(id);
  else deleting.delete(id);
}

/** True when this page deleted the status, or is deleting it. */
export function statusDeletedHere(id: string): boolean {
  return deleted.has(id) || deleting.has(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while `id` (or the status it repeats, `repeatOf`) is marked deleted by this page. */
export function useStatusDeletedHere(id: string | null | undefined, repeatOf?: string | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (id ? deleted.has(id) : false) || (repeatOf ? deleted.has(repeatOf) : false),
    () => false,
  );
}
