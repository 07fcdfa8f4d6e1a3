import { type Account, getApiClient, parseAccountList, session$, store } from '@murmur/shared';

export interface FollowRequestsPage {
  accounts: Account[];
  /** The query of the next page (Link header), or null at the end. */
  next: Record<string, string> | null;
}

/** GET /api/v1/follow_requests, one page (spec 2 section 7). */
export async function fetchFollowRequests(
  query: Record<string, string> | null,
  signal: AbortSignal,
): Promise<FollowRequestsPage> {
  const reply = await getApiClient().get<unknown>('/api/v1/follow_requests', {
    signal,
    query: query ?? undefined,
  });
  const accounts = parseAccountList(reply.data);
  store.accounts.upsertMany(accounts);
  return { accounts, next: accounts.length > 0 ? (reply.links.next ?? null) : null };
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
