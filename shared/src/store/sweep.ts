import type { Store } from './store';

/**
 * Memory bounded by what is on screen: a mark-and-sweep over the entity store.
 *
 * Roots are what someone still refers to: every timeline's shown and buffered ids, every held
 * notification, and whatever a mounted view retains (the store hooks retain the entity they read;
 * a view holding ids it does not render, such as a thread's offscreen replies, retains them with
 * `store.retention.retain`). From the roots the sweep follows reblogs, quotes, authors, moved
 * accounts and polls. Anything unreached that was not written within the grace period is removed,
 * so an entity fetched a moment ago for a view that has not mounted yet survives.
 */
export interface SweepOptions {
  /** Entities written more recently than this are kept even when unreached. */
  graceMs?: number;
  /**
   * At most this many unreached entities of a table are spared by the grace period (the most
   * recently written): a fast stream cannot fill memory within one grace period.
   */
  graceLimit?: number;
  now?: number;
}

export interface SweepResult {
  statuses: number;
  accounts: number;
  polls: number;
  relationships: number;
}

export const DEFAULT_SWEEP_GRACE_MS = 2 * 60_000;
export const DEFAULT_SWEEP_GRACE_LIMIT = 200;
/** Between timed sweeps, a store past this many statuses is swept at the next idle moment. */
export const SWEEP_SIZE_TRIGGER = 600;

export function sweepStore(store: Store, options: SweepOptions = {}): SweepResult {
  const graceMs = options.graceMs ?? DEFAULT_SWEEP_GRACE_MS;
  const graceLimit = options.graceLimit ?? DEFAULT_SWEEP_GRACE_LIMIT;
  const now = options.now ?? Date.now();
  const { retention } = store;

  const statuses = new Set<string>();
  const accounts = new Set<string>();
  const polls = new Set<string>();

  const markAccount = (id: string | undefined, depth = 0) => {
    if (!id || accounts.has(id)) return;
    accounts.add(id);
    const moved = store.accounts.get(id)?.moved;
    if (moved && depth < 4) markAccount(moved.id, depth + 1);
  };
  const markStatus = (id: string | null | undefined, depth = 0) => {
    if (!id || statuses.has(id)) return;
    statuses.add(id);
    const status = store.statuses.get(id);
    if (!status) return;
    markAccount(status.account.id);
    if (status.poll) polls.add(status.poll.id);
    for (const mention of status.mentions ?? []) accounts.add(mention.id);
    if (depth < 4) {
      markStatus(status.reblog?.id, depth + 1);
      markStatus(status.quote?.id, depth + 1);
    }
  };

  for (const key of store.timelines.keys()) {
    const timeline = store.timelines.get(key);
    for (const id of timeline.ids) markStatus(id);
    for (const id of timeline.newIds) markStatus(id);
  }
  for (const notification of store.notifications.values()) {
    markAccount(notification.account.id);
    if (notification.target) markAccount(notification.target.id);
    markStatus(notification.status?.id);
  }
  for (const id of retention.ids('statuses')) markStatus(id);
  for (const id of retention.ids('accounts')) markAccount(id);
  for (const id of retention.ids('polls')) polls.add(id);

  /** The unreached ids of a table that go: all but the `graceLimit` newest within the grace period. */
  const unreached = (
    table: { ids(): string[]; writtenAt(id: string): number | undefined },
    reached: ReadonlySet<string>,
  ) => {
    const dead: string[] = [];
    const recent: { id: string; at: number }[] = [];
    for (const id of table.ids()) {
      if (reached.has(id)) continue;
      const at = table.writtenAt(id) ?? 0;
      if (now - at >= graceMs) dead.push(id);
      else recent.push({ id, at });
    }
    if (recent.length > graceLimit) {
      recent.sort((a, b) => b.at - a.at);
      for (const { id } of recent.slice(graceLimit)) dead.push(id);
    }
    return dead;
  };

  const deadStatuses = unreached(store.statuses, statuses);
  // A status whose reblog is still held keeps it; removing a swept status never touches timelines
  // (none refers to it), so the removal below is silent for every view that is on screen.
  store.statuses.removeMany(deadStatuses);

  const deadPolls = unreached(store.polls, polls);
  store.polls.removeMany(deadPolls);

  const deadAccounts = unreached(store.accounts, accounts);
  store.accounts.removeMany(deadAccounts);

  // A relationship is worth keeping only while its account is.
  const deadRelationships = store.relationships
    .ids()
    .filter((id) => !store.accounts.has(id) && !retention.has('accounts', id));
  store.relationships.removeMany(deadRelationships);

  return {
    statuses: deadStatuses.length,
    accounts: deadAccounts.length,
    polls: deadPolls.length,
    relationships: deadRelationships.length,
  };
}

/** How often the store's size is looked at between timed sweeps. */
const SIZE_CHECK_MS = 10_000;

/**
 * Sweeps the store every `intervalMs` while the page is open, when the browser is idle, and
 * sooner when it has grown past SWEEP_SIZE_TRIGGER statuses (a fast stream). Returns the stop
 * function.
 */
export function startStoreSweep(store: Store, intervalMs = 60_000, options: SweepOptions = {}): () => void {
  const idle: (callback: () => void) => void =
    typeof requestIdleCallback === 'function'
      ? (callback) => requestIdleCallback(callback, { timeout: 5_000 })
      : (callback) => setTimeout(callback, 0);
  let last = Date.now();
  let pending = false;
  const sweep = () => {
    pending = false;
    last = Date.now();
    sweepStore(store, options);
  };
  const timer = setInterval(
    () => {
      if (pending) return;
      if (Date.now() - last >= intervalMs || store.statuses.size > SWEEP_SIZE_TRIGGER) {
        pending = true;
        idle(sweep);
      }
    },
    Math.min(intervalMs, SIZE_CHECK_MS),
  );
  return () => clearInterval(timer);
}
