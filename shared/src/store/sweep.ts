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
  now?: number;
}

export interface SweepResult {
  statuses: number;
  accounts: number;
  polls: number;
  relationships: number;
}

export const DEFAULT_SWEEP_GRACE_MS = 2 * 60_000;

export function sweepStore(store: Store, options: SweepOptions = {}): SweepResult {
  const graceMs = options.graceMs ?? DEFAULT_SWEEP_GRACE_MS;
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

  const stale = (table: { writtenAt(id: string): number | undefined }, id: string) =>
    now - (table.writtenAt(id) ?? 0) >= graceMs;

  const deadStatuses = store.statuses.ids().filter((id) => !statuses.has(id) && stale(store.statuses, id));
  // A status whose reblog is still held keeps it; removing a swept status never touches timelines
  // (none refers to it), so the removal below is silent for every view that is on screen.
  store.statuses.removeMany(deadStatuses);

  const deadPolls = store.polls.ids().filter((id) => !polls.has(id) && stale(store.polls, id));
  store.polls.removeMany(deadPolls);

  const deadAccounts = store.accounts.ids().filter((id) => !accounts.has(id) && stale(store.accounts, id));
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

/**
 * Sweeps the store every `intervalMs` while the page is open, when the browser is idle.
 * Returns the stop function.
 */
export function startStoreSweep(store: Store, intervalMs = 60_000, options: SweepOptions = {}): () => void {
  const idle: (callback: () => void) => void =
    typeof requestIdleCallback === 'function'
      ? (callback) => requestIdleCallback(callback, { timeout: 5_000 })
      : (callback) => setTimeout(callback, 0);
  const timer = setInterval(() => idle(() => sweepStore(store, options)), intervalMs);
  return () => clearInterval(timer);
}
