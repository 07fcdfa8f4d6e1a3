import type { Observable } from 'rxjs';
import { Subject } from 'rxjs';

/** One timeline's list of status ids and its loading state. */
export interface TimelineState {
  /** Shown status ids, newest first. */
  ids: string[];
  /** Ids that arrived (streaming or polling) and wait behind the 'show new' button, newest first. */
  newIds: string[];
  loading: boolean;
  /** The server has nothing older. */
  bottomedOut: boolean;
  /** The last fetch's error text, or null. */
  error: string | null;
  /** The max_id that asks for the next older page, or null before the first page. */
  nextMaxId: string | null;
  /**
   * When the ids shown are the last visit's snapshot (`timeline-snapshot.ts`) while the fresh
   * page loads: the moment it was saved. Absent or null otherwise.
   */
  snapshotSavedAt?: string | null;
  /**
   * The server answered the visitor's request with 401: it shows this timeline to signed-in users
   * only (a private instance, or a server that keeps its timelines for its users).
   */
  signInRequired?: boolean;
  /** The server answered 404: it does not offer this kind of timeline (direct messages on small servers). */
  notOffered?: boolean;
}

/** The state of a timeline nobody has loaded yet. Frozen: update with `store.timelines.update`. */
export const EMPTY_TIMELINE: TimelineState = Object.freeze({
  ids: Object.freeze([]) as unknown as string[],
  newIds: Object.freeze([]) as unknown as string[],
  loading: false,
  bottomedOut: false,
  error: null,
  nextMaxId: null,
});

export type TimelineChange = { type: 'update'; keys: string[] } | { type: 'clear' };

/**
 * Timelines by key (e.g. 'friends', 'tag:cats', 'list:12', 'user:9'). A timeline holds ids only;
 * the statuses live in the statuses table.
 */
export class TimelinesTable {
  private readonly timelines = new Map<string, TimelineState>();
  private readonly subject = new Subject<TimelineChange>();
  readonly changes$: Observable<TimelineChange> = this.subject.asObservable();

  /** The timeline's state; EMPTY_TIMELINE (always the same object) when absent. */
  get(key: string): TimelineState {
    return this.timelines.get(key) ?? EMPTY_TIMELINE;
  }

  keys(): string[] {
    return [...this.timelines.keys()];
  }

  /** Replaces the timeline's state with `updater(current)`; returning `current` changes nothing. */
  update(key: string, updater: (state: TimelineState) => TimelineState): void {
    const current = this.get(key);
    const next = updater(current);
    if (next === current) return;
    this.timelines.set(key, next);
    this.subject.next({ type: 'update', keys: [key] });
  }

  remove(key: string): void {
    if (this.timelines.delete(key)) this.subject.next({ type: 'update', keys: [key] });
  }

  /** Removes status ids from every timeline (a deleted status disappears everywhere). */
  removeStatusIds(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const gone = new Set(ids);
    const changed: string[] = [];
    for (const [key, state] of this.timelines) {
      const hit = state.ids.some((id) => gone.has(id)) || state.newIds.some((id) => gone.has(id));
      if (!hit) continue;
      this.timelines.set(key, {
        ...state,
        ids: state.ids.filter((id) => !gone.has(id)),
        newIds: state.newIds.filter((id) => !gone.has(id)),
      });
      changed.push(key);
    }
    if (changed.length > 0) this.subject.next({ type: 'update', keys: changed });
  }

  clear(): void {
    if (this.timelines.size === 0) return;
    this.timelines.clear();
    this.subject.next({ type: 'clear' });
  }

  subscribe(listener: (change: TimelineChange) => void): () => void {
    const subscription = this.subject.subscribe(listener);
    return () => subscription.unsubscribe();
  }
}
