import { type Account, getApiClient, PAGE_SIZE, parseAccountList, store } from '@murmur/shared';
import { fetchRelationships } from '../relationships/relationship-actions';

export type FollowListKind = 'following' | 'followers';

export interface FollowListPage {
  accounts: Account[];
  /** The max_id of the next page, or null when this was the last. */
  nextMaxId: string | null;
}

/**
 * One page (20) of an account's followees or followers (spec 2 section 7), into the store. Pleroma
 * sends each relationship with the account (with_relationships); other servers' are fetched in one
 * batch for the accounts the store has none for.
 */
export async function fetchFollowList(
  accountId: string,
  kind: FollowListKind,
  maxId: string | null,
  signal: AbortSignal,
  signedIn: boolean,
): Promise<FollowListPage> {
  const query: Record<string, string | number | boolean> = { limit: PAGE_SIZE, with_relationships: true };
  if (maxId) query.max_id = maxId;
  const reply = await getApiClient().get<unknown>(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/${kind}`,
    { query, signal },
  );
  const accounts = parseAccountList(reply.data);
  store.accounts.upsertMany(accounts);
  if (signedIn) {
    const missing = accounts.filter((account) => !store.relationships.get(account.id)).map((a) => a.id);
    if (missing.length > 0) await fetchRelationships(missing, signal).catch(() => undefined);
  }
  const next = reply.links.next?.max_id ?? null;
  return { accounts, nextMaxId: accounts.length === 0 ? null : next };
}

export interface FollowedTag {
  name: string;
  url: string;
}

/** The hashtags the signed-in user follows (GET /api/v1/followed_tags). */
export async function fetchFollowedTags(signal: AbortSignal): Promise<FollowedTag[]> {
  const reply = await getApiClient().get<unknown>('/api/v1/followed_tags', { query: { limit: 100 }, signal });
  if (!Array.isArray(reply.data)) return [];
  return reply.data.flatMap((item: unknown) => {
    const tag = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    return typeof tag.name === 'string' && tag.name
      ? [{ name: tag.name, url: typeof tag.url === 'string' ? tag.url : '' }]
      : [];
  });
}
