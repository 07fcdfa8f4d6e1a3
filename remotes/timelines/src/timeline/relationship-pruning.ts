import { bus, store as pageStore, type RelationshipChange, type Store } from '@murmur/shared/core';

/** Spec 2 section 4: which timelines lose an account's posts after each relationship change. */
const PRUNED: Partial<Record<RelationshipChange, readonly string[]>> = {
  blocked: ['friends', 'public', 'publicAndExternal'],
  unfollowed: ['friends'],
};

/**
 * Removes the account's posts (and repeats of them by it) from the timelines the change concerns.
 * A post counts as the account's when it wrote it or repeated it.
 */
export function pruneAccountFromTimelines(
  accountId: string,
  change: RelationshipChange,
  s: Store = pageStore,
): void {
  for (const key of PRUNED[change] ?? []) {
    s.timelines.update(key, (state) => {
      const byAccount = (id: string) => s.statuses.get(id)?.account.id === accountId;
      if (!state.ids.some(byAccount) && !state.newIds.some(byAccount)) return state;
      return {
        ...state,
        ids: state.ids.filter((id) => !byAccount(id)),
        newIds: state.newIds.filter((id) => !byAccount(id)),
      };
    });
  }
}

let listening = false;

/** Starts listening for relationship changes once per page (the remote's modules share this). */
export function listenForRelationshipChanges(): void {
  if (listening) return;
  listening = true;
  bus.on('account/relationship-changed').subscribe(({ accountId, change }) => {
    pruneAccountFromTimelines(accountId, change);
  });
}
