import { type Account, ApiError, getApiClient, parseAccount, parseRemoteAcct, store } from '@murmur/shared';
import { loadAccount } from '../profile/load-account';

/** The `username@hostname` a remote-user route names, or null when it names none. */
export function remoteAcctOf(params: Readonly<Record<string, string | undefined>>): string | null {
  if (params.acct) {
    const parts = parseRemoteAcct(params.acct);
    return parts ? `${parts.username}@${parts.hostname}` : null;
  }
  if (params.hostname && params.username) return `${params.username.replace(/^@/, '')}@${params.hostname}`;
  return null;
}

/**
 * Finds `user@host` (spec 2 section 2, remote-user resolver): the account lookup first, and for
 * an account this server has not seen yet a search that asks it to resolve the address.
 * Resolves to null when neither finds it.
 */
export async function resolveRemoteUser(acct: string, signal: AbortSignal): Promise<Account | null> {
  try {
    return await loadAccount({ name: acct }, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
  }
  const reply = await getApiClient().get<{ accounts?: unknown[] }>('/api/v2/search', {
    signal,
    query: { q: acct, resolve: 'true', type: 'accounts', limit: '1' },
  });
  const wanted = acct.toLowerCase();
  for (const json of reply.data.accounts ?? []) {
    const account = parseAccount(json);
    if (account && account.acct.toLowerCase() === wanted) {
      store.accounts.upsert(account);
      return account;
    }
  }
  return null;
}
