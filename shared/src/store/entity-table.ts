import type { Observable } from 'rxjs';
import { Subject } from 'rxjs';
import { deepEqual } from './deep-equal';

/** What changed in a table. Listeners get one change per operation, never one per item. */
export type TableChange =
  | { type: 'upsert'; ids: string[] }
  | { type: 'remove'; ids: string[] }
  | { type: 'clear' };

export type TableListener = (change: TableChange) => void;

/**
 * A normalised map of one kind of entity, keyed by id, with its changes on an RxJS Subject.
 * Entities are immutable: every change stores a new object, so identity comparison tells whether
 * anything changed (what `useSyncExternalStore` relies on). Upserting data equal to what is held
 * keeps the held object and announces nothing.
 */
export class EntityTable<T extends { id: string }> {
  protected readonly items = new Map<string, T>();
  protected readonly subject = new Subject<TableChange>();
  /** When each entity was last written (ms since the epoch): the store sweep spares recent ones. */
  private readonly written = new Map<string, number>();
  /** Every change to this table. */
  readonly changes$: Observable<TableChange> = this.subject.asObservable();

  get(id: string | null | undefined): T | undefined {
    return id == null ? undefined : this.items.get(id);
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  get size(): number {
    return this.items.size;
  }

  /** All held ids, in insertion order. */
  ids(): string[] {
    return [...this.items.keys()];
  }

  /** When the entity was last stored, or undefined when it is not held. */
  writtenAt(id: string): number | undefined {
    return this.written.get(id);
  }

  /** All held entities, in insertion order. */
  values(): T[] {
    return [...this.items.values()];
  }

  /** Stores the items (replacing those with the same id) and announces one change. */
  upsertMany(items: readonly T[]): void {
    const changed = this.write(items);
    if (changed.length > 0) this.subject.next({ type: 'upsert', ids: changed });
  }

  upsert(item: T): void {
    this.upsertMany([item]);
  }

  /** Writes without announcing; returns the ids whose object changed. */
  protected write(items: readonly T[]): string[] {
    const changed: string[] = [];
    const now = Date.now();
    for (const item of items) {
      this.written.set(item.id, now);
      const held = this.items.get(item.id);
      if (held === item || (held !== undefined && deepEqual(held, item))) continue;
      this.items.set(item.id, item);
      changed.push(item.id);
    }
    return changed;
  }

  remove(id: string): void {
    this.removeMany([id]);
  }

  removeMany(ids: readonly string[]): void {
    const removed = ids.filter((id) => this.items.delete(id));
    for (const id of removed) this.written.delete(id);
    if (removed.length > 0) this.subject.next({ type: 'remove', ids: removed });
  }

  clear(): void {
    if (this.items.size === 0) return;
    this.items.clear();
    this.written.clear();
    this.subject.next({ type: 'clear' });
  }

  /**
   * Optimistic update: merges `partial` into the entity now and returns an undo function. Undo
   * restores only the fields that still hold the patched value, so a server reply that arrived in
   * between is not overwritten. Patching an absent entity does nothing.
   */
  patch(id: string, partial: Partial<T>): () => void {
    const current = this.items.get(id);
    if (!current) return () => {};
    const keys = Object.keys(partial) as (keyof T)[];
    const previous: Partial<T> = {};
    for (const key of keys) previous[key] = current[key];
    this.upsert({ ...current, ...partial, id });
    return () => {
      const now = this.items.get(id);
      if (!now) return;
      const restore: Partial<T> = {};
      let any = false;
      for (const key of keys) {
        if (Object.is(now[key], partial[key])) {
          restore[key] = previous[key];
          any = true;
        }
      }
      if (any) this.upsert({ ...now, ...restore, id });
    };
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: TableListener): () => void {
    const subscription = this.subject.subscribe(listener);
    return () => subscription.unsubscribe();
  }
}
