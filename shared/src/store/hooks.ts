import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Account } from '../entities/account';
import type { Notification } from '../entities/notification';
import type { Poll } from '../entities/poll';
import type { Relationship } from '../entities/relationship';
import type { Status } from '../entities/status';
import type { RetainedKind } from './retention';
import type { Store } from './store';
import { store as pageStore } from './store';
import type { TimelineState } from './timelines';

function subscribeStatusGraph(s: Store, listener: () => void): () => void {
  const offs = [s.statuses.subscribe(listener), s.accounts.subscribe(listener), s.polls.subscribe(listener)];
  return () => {
    for (const off of offs) off();
  };
}

/** Keeps the entity a mounted view reads out of the store sweep's reach while it is mounted. */
function useRetained(s: Store, kind: RetainedKind, id: string | null | undefined): void {
  useEffect(() => (id ? s.retention.retain(kind, [id]) : undefined), [s, kind, id]);
}

/**
 * A status with its author, poll, reblog and quote as the store holds them now; undefined when
 * the store has no such status. Re-renders only when one of those changes.
 */
export function useStatus(id: string | null | undefined, s: Store = pageStore): Status | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeStatusGraph(s, listener), [s]);
  const snapshot = useCallback(() => s.statuses.resolve(id), [s, id]);
  useRetained(s, 'statuses', id);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useAccount(id: string | null | undefined, s: Store = pageStore): Account | undefined {
  const subscribe = useCallback((listener: () => void) => s.accounts.subscribe(listener), [s]);
  const snapshot = useCallback(() => s.accounts.get(id), [s, id]);
  useRetained(s, 'accounts', id);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The signed-in user's relationship to the account `id`. */
export function useRelationship(
  id: string | null | undefined,
  s: Store = pageStore,
): Relationship | undefined {
  const subscribe = useCallback((listener: () => void) => s.relationships.subscribe(listener), [s]);
  const snapshot = useCallback(() => s.relationships.get(id), [s, id]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function usePoll(id: string | null | undefined, s: Store = pageStore): Poll | undefined {
  const subscribe = useCallback((listener: () => void) => s.polls.subscribe(listener), [s]);
  const snapshot = useCallback(() => s.polls.get(id), [s, id]);
  useRetained(s, 'polls', id);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useNotification(
  id: string | null | undefined,
  s: Store = pageStore,
): Notification | undefined {
  const subscribe = useCallback((listener: () => void) => s.notifications.subscribe(listener), [s]);
  const snapshot = useCallback(() => s.notifications.get(id), [s, id]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A timeline's state (EMPTY_TIMELINE until someone updates it). */
export function useTimeline(key: string, s: Store = pageStore): TimelineState {
  const subscribe = useCallback((listener: () => void) => s.timelines.subscribe(listener), [s]);
  const snapshot = useCallback(() => s.timelines.get(key), [s, key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
