import {
  askGuarded,
  bus,
  getApiClient,
  instance$,
  parseRelationship,
  parseRelationshipList,
  type Relationship,
  type RelationshipChange,
  store,
} from '@murmur/shared';

const path = (id: string, action: string) => `/api/v1/accounts/${encodeURIComponent(id)}/${action}`;

/**
 * Changes made through this client, per account: a relationship fetched before a change must not
 * overwrite the change's answer when it arrives after it (the card fetches on mount while the user
 * may already be clicking).
 */
const changes = new Map<string, number>();

/** GET /api/v1/accounts/relationships for one account, into the store. */
export async function fetchRelationship(
  accountId: string,
  signal?: AbortSignal,
): Promise<Relationship | null> {
  const before = changes.get(accountId) ?? 0;
  const reply = await getApiClient().get<unknown>('/api/v1/accounts/relationships', {
    query: { id: [accountId] },
    signal,
  });
  const relationship = parseRelationshipList(reply.data).find((r) => r.id === accountId) ?? null;
  if (relationship && (changes.get(accountId) ?? 0) === before) store.relationships.upsert(relationship);
  return relationship;
}

/** How long a relationship asked on showing an account is not asked again. */
export const RELATIONSHIP_FRESH_MS = 60_000;

/** The most accounts one batched ask names (Mastodon reads up to 40 ids of `id[]`). */
export const RELATIONSHIP_BATCH_MAX = 40;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Accounts whose relationship the views shown in this task asked for, each with its waiters. */
let batch: Map<string, Waiter[]> | null = null;

const abortError = () => new DOMException('The view asking for the relationship went away', 'AbortError');

function flushBatch(): void {
  const taken = batch;
  batch = null;
  if (!taken || taken.size === 0) return;
  const ids = [...taken.keys()];
  for (let i = 0; i < ids.length; i += RELATIONSHIP_BATCH_MAX) {
    const chunk = ids.slice(i, i + RELATIONSHIP_BATCH_MAX);
    const settle = (each: (waiter: Waiter) => void) => {
      for (const id of chunk) for (const waiter of taken.get(id) ?? []) each(waiter);
    };
    fetchRelationships(chunk).then(
      () => settle((waiter) => waiter.resolve()),
      (error: unknown) => settle((waiter) => waiter.reject(error)),
    );
  }
}

/**
 * One ask for every account whose view mounted in the same task: a page of twenty suggestions
 * asked twenty times (issue 39). A view that goes away before the ask leaves is dropped from it;
 * once it has left, its answer still goes to the store.
 */
function askInBatch(accountId: string, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    if (!batch) {
      batch = new Map();
      setTimeout(flushBatch, 0);
    }
    const pending = batch;
    const waiter: Waiter = { resolve, reject };
    pending.set(accountId, [...(pending.get(accountId) ?? []), waiter]);
    signal?.addEventListener(
      'abort',
      () => {
        if (batch !== pending) return;
        const left = (pending.get(accountId) ?? []).filter((w) => w !== waiter);
        if (left.length > 0) pending.set(accountId, left);
        else pending.delete(accountId);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/**
 * The relationship for an account being shown (a card, a suggestion): asked at most once a
 * minute per account, and backing off while the server fails, however often the view mounts
 * (who-to-follow asked every ~3 s); the accounts shown together are asked in one request. A
 * change the user makes asks again through `fetchRelationship`, unguarded.
 */
export async function loadRelationship(accountId: string, signal?: AbortSignal): Promise<void> {
  await askGuarded(`relationship:${accountId}`, { minGapMs: RELATIONSHIP_FRESH_MS }, () =>
    askInBatch(accountId, signal),
  );
}

/** GET /api/v1/accounts/relationships for many accounts at once, into the store. */
export async function fetchRelationships(accountIds: string[], signal?: AbortSignal): Promise<void> {
  const before = new Map(accountIds.map((id) => [id, changes.get(id) ?? 0]));
  const reply = await getApiClient().get<unknown>('/api/v1/accounts/relationships', {
    query: { id: accountIds },
    signal,
  });
  const fresh = parseRelationshipList(reply.data).filter(
    (relationship) => (changes.get(relationship.id) ?? 0) === before.get(relationship.id),
  );
  if (fresh.length > 0) store.relationships.upsertMany(fresh);
}

export type RelationshipAction =
  | 'follow'
  | 'unfollow'
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'remove_from_followers';

const CHANGES: Partial<Record<RelationshipAction, RelationshipChange>> = {
  follow: 'followed',
  unfollow: 'unfollowed',
  block: 'blocked',
  unblock: 'unblocked',
  mute: 'muted',
  unmute: 'unmuted',
  remove_from_followers: 'follower-removed',
};

/**
 * POST /api/v1/accounts/{id}/{action}: the relationship the server answers goes to the store, and
 * the change goes on the bus once confirmed, so timelines drop what they must (spec 2 section 4).
 */
export async function changeRelationship(
  accountId: string,
  action: RelationshipAction,
  form?: Record<string, string | boolean>,
): Promise<Relationship | null> {
  changes.set(accountId, (changes.get(accountId) ?? 0) + 1);
  const reply = await getApiClient().post<unknown>(path(accountId, action), form ? { json: form } : {});
  const relationship = parseRelationship(reply.data);
  if (relationship) store.relationships.upsert(relationship);
  const change = CHANGES[action];
  if (change) bus.emit({ type: 'account/relationship-changed', accountId, change });
  return relationship;
}

/**
 * Subscribing to someone's posts (a notification for each): Pleroma's and Akkoma's own call where
 * the server has it, Mastodon's `notify` on the follow elsewhere.
 */
export async function setSubscribed(accountId: string, on: boolean): Promise<Relationship | null> {
  if (!instance$.getValue().capabilities.pleromaApi) {
    return changeRelationship(accountId, 'follow', { notify: on });
  }
  changes.set(accountId, (changes.get(accountId) ?? 0) + 1);
  const reply = await getApiClient().post<unknown>(
    `/api/v1/pleroma/accounts/${encodeURIComponent(accountId)}/${on ? 'subscribe' : 'unsubscribe'}`,
  );
  const relationship = parseRelationship(reply.data);
  if (relationship) store.relationships.upsert(relationship);
  return relationship;
}

/** Showing or hiding someone's repeats in home: the follow call again, with `reblogs`. */
export function setShowingRepeats(accountId: string, on: boolean): Promise<Relationship | null> {
  return changeRelationship(accountId, 'follow', { reblogs: on });
}

/** The domain of a remote account's handle (after the @), or null for a local one. */
export function remoteDomain(acct: string): string | null {
  const at = acct.lastIndexOf('@');
  return at > 0 && at < acct.length - 1 ? acct.slice(at + 1) : null;
}

/**
 * Mutes (blocks) or unmutes a remote account's whole domain (POST or DELETE /api/v1/domain_blocks),
 * then fetches the relationship again, which says `domain_blocking` (spec 2 section 4).
 */
export async function setDomainMuted(accountId: string, domain: string, on: boolean): Promise<void> {
  const api = getApiClient();
  if (on) await api.post('/api/v1/domain_blocks', { json: { domain } });
  else await api.delete('/api/v1/domain_blocks', { json: { domain } });
  await fetchRelationship(accountId);
}

/** The follow button's label (spec 2 section 4: follow, in progress, following, request sent). */
export type FollowLabel = 'follow' | 'progress' | 'following' | 'requested';

export function followLabel(relationship: Relationship | undefined, inProgress: boolean): FollowLabel {
  if (inProgress) return 'progress';
  if (relationship?.following) return 'following';
  if (relationship?.requested) return 'requested';
  return 'follow';
}

/** Re-polls after a follow on a locked account: every 500 ms, up to 3 more times. */
export const FOLLOW_REPOLL_MS = 500;
export const FOLLOW_REPOLL_TIMES = 3;

/**
 * Follows, and when the reply is neither a follow nor a pending request (a locked account whose
 * server answers late), asks again every 500 ms, at most three more times.
 */
export async function followWithRepoll(
  accountId: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Relationship | null> {
  let relationship = await changeRelationship(accountId, 'follow');
  for (let i = 0; i < FOLLOW_REPOLL_TIMES; i++) {
    if (!relationship || relationship.following || relationship.requested) break;
    await wait(FOLLOW_REPOLL_MS);
    relationship = await fetchRelationship(accountId);
  }
  return relationship;
}
