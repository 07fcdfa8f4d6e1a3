import { type Account, BASE } from './types';

/** Profile URL; local accounts live under the instance's own (request-dependent) address. */
export function accountUrl(account: Account): string {
  return account.domain
    ? `https://${account.domain}/users/${account.username}`
    : `${BASE}/users/${account.username}`;
}

/** Where hashtags of this author link to (their home server's tag page). */
export function tagBase(account: Account): string {
  return account.domain ? `https://${account.domain}` : BASE;
}

/** Replaces the BASE placeholder in a stored string with the address of the current request. */
export function resolveBase(s: string, base: string): string {
  return s.includes(BASE) ? s.split(BASE).join(base) : s;
}
