// What start-up is waiting for, for the start-up screen. Once the instance, its configuration,
// the theme and the interface language are in, all that can be left is the stored session's
// check (verify_credentials): a server slow to answer it left "Connecting to the server…" and
// nothing else for 30 s (issue 39, point 7). The screen then says so quietly, in the reader's
// language, beside the last visit's timeline.

export type StartPhase = 'connecting' | 'checking-session';

let phase: StartPhase = 'connecting';
const listeners = new Set<() => void>();

export function startPhase(): StartPhase {
  return phase;
}

export function setStartPhase(next: StartPhase): void {
  if (next === phase) return;
  phase = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeStartPhase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
