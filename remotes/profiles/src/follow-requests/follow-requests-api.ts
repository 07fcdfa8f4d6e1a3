import { type Account, getApiClient, parseAccountList, session$, store } from '@murmur/shared';

export interface FollowRequestsPage {
  accounts: Account[];
  /** The query of the next page (Link header), or null at the end. */
  next: Record<string, string> | null;
}

/** GET /api/v1/follow_requests, one page (spec 2 section 7). */
/** Requests asked for at a time (Mastodon's default and maximum for this list). */
export const FOLLOW_REQUESTS_PAGE = 40;

export async function fetchFollowRequests(
  query: Record<string, string> | null,
  signal: AbortSignal,
): Promise<FollowRequestsPage> {
  const reply = await getApiClient().get<unknown>('/api/v1/follow_requests', {
    signal,
    query: { limit: String(FOLLOW_REQUESTS_PAGE), ...query },
  });
  const accounts = parseAccountList(reply.data);
  store.accounts.upsertMany(accounts);
  // Servers send a next link even under a short page: only a full page can have more after it.
  return { accounts, next: accounts.length >= FOLLOW_REQUESTS_PAGE ? (reply.links.next ?? null) : null };
}

/**
 * Approves or denies a request; after the server's ok the signed-in account's pending count goes
 * down by one (the navigation badge reads it), as spec 2 section 4 says.
 */
export async function answerFollowRequest(accountId: string, approve: boolean): Promise<void> {
  await getApiClient().post(
    `/api/v1/follow_requests/${encodeURIComponent(accountId)}/${approve ? 'authorize' : 'reject'}`,
  );
  const session = session$.getValue();
  if (session.kind !== 'user') return;
  const me = store.accounts.get(session.accountId);
  if (me)
    store.accounts.patch(me.id, { follow_requests_count: Math.max(0, (me.follow_requests_count ?? 0) - 1) });
}
