import { type Account, ApiError, getApiClient, parseAccount, store } from '@murmur/shared';

/** Which account a profile route names: by id (/users/:id) or by screen name (/:name, /users/:name). */
export interface ProfileTarget {
  id?: string;
  name?: string;
}

/** The target from the route's parameters. */
export function profileTarget(params: Readonly<Record<string, string | undefined>>): ProfileTarget {
  if (params.id) return { id: params.id };
  return { name: params.name ?? params.username ?? '' };
}

async function read(path: string, signal: AbortSignal, query?: Record<string, string>): Promise<Account> {
  const reply = await getApiClient().get<unknown>(path, { signal, query });
  const account = parseAccount(reply.data);
  if (!account) throw new Error('The server sent an account this client cannot read');
  store.accounts.upsert(account);
  return account;
}

/**
 * The profile's account: by id with GET /api/v1/accounts/{id}; by name with the standard
 * /api/v1/accounts/lookup, and on a server without it (older Pleroma) the id-or-nickname form of
 * /api/v1/accounts/{name} that Pleroma and Akkoma accept.
 */
export async function loadAccount(target: ProfileTarget, signal: AbortSignal): Promise<Account> {
  if (target.id) {
    const held = store.accounts.get(target.id);
    return held ?? read(`/api/v1/accounts/${encodeURIComponent(target.id)}`, signal);
  }
  const name = (target.name ?? '').replace(/^@/, '');
  const known = store.accounts
    .values()
    .find((a) => a.acct === name || (a.acct === a.username && a.username === name));
  if (known) return known;
  try {
    return await read('/api/v1/accounts/lookup', signal, { acct: name });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 501)) {
      return read(`/api/v1/accounts/${encodeURIComponent(name)}`, signal);
    }
    throw error;
  }
}
