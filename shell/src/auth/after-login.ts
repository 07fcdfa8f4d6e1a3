import type { Account } from '@murmur/shared/core';
import {
  ApiError,
  keepOfflineAccount,
  parseAccountAsync,
  session$,
  startUserSession,
  store,
} from '@murmur/shared/core';
import type { OAuthContext } from '../oauth/oauth-context';
import { pageOAuthContext, storedUserToken, storeUserToken } from '../oauth/oauth-context';

/** GET /api/v1/accounts/verify_credentials with `token` (the session does not hold it yet). */
export async function verifyCredentials(ctx: OAuthContext, token: string): Promise<Account> {
  const reply = await ctx.api.get('/api/v1/accounts/verify_credentials', { token });
  const account = await parseAccountAsync(reply.data);
  if (!account)
    throw new ApiError(reply.status, reply.data, 'verify_credentials did not describe an account');
  return account;
}

/**
 * Makes `token` the signed-in user's: verifies it, puts the account in the store, stores the token
 * for this instance, sets `session$` and announces 'session/started' (through the shared
 * `startUserSession`; remotes answer with their own steps: notifications, lists, settings...).
 */
export async function startSessionWithToken(ctx: OAuthContext, token: string): Promise<Account> {
  const account = await verifyCredentials(ctx, token);
  adoptSession(ctx, token, account);
  return account;
}

function adoptSession(ctx: OAuthContext, token: string, account: Account): void {
  store.accounts.upsert(account);
  storeUserToken(ctx, token);
  startUserSession(token, account.id);
  // Kept for an offline start (offline-session.ts); deleted at sign-out.
  void keepOfflineAccount(account);
}

/** A stored token's verification, started early; the session starts only when it is taken. */
export interface StoredSessionCheck {
  token: string;
  account: Promise<Account>;
}

/**
 * Starts verifying the token stored for this instance, if any and nobody is signed in: start-up
 * sends it beside the instance rather than after it, and takes the answer at its end.
 */
export function beginStoredSessionCheck(ctx: OAuthContext = pageOAuthContext()): StoredSessionCheck | null {
  const token = storedUserToken(ctx);
  if (!token || session$.getValue().kind === 'user') return null;
  const account = verifyCredentials(ctx, token);
  // Handled where it is taken; this only keeps an early failure from reading as unhandled.
  account.catch(() => undefined);
  return { token, account };
}

/**
 * On start-up: a token stored for this instance restores the session. A token the server refuses
 * (401, 403) is dropped silently; when the server cannot answer (5xx, malformed, no answer) the
 * token is kept, and start-up defers the restore to the page, which says so and retries
 * (session-retry.ts). Resolves to true when a session was restored.
 */
export async function restoreStoredSession(ctx: OAuthContext = pageOAuthContext()): Promise<boolean> {
  return (await tryRestoreStoredSession(ctx)) === 'restored';
}

/**
 * What one attempt came to: the session is back; the server refused the token (401, 403: it is
 * dropped, the only case that ends a session); the server could not answer (the token is kept);
 * or nothing to do (no token, or someone is already signed in).
 */
export type RestoreOutcome = 'restored' | 'refused' | 'unreachable' | 'nothing-to-restore';

export async function tryRestoreStoredSession(
  ctx: OAuthContext,
  check: StoredSessionCheck | null = beginStoredSessionCheck(ctx),
): Promise<RestoreOutcome> {
  if (!check || session$.getValue().kind === 'user') return 'nothing-to-restore';
  try {
    const account = await check.account;
    // Signed in some other way, or signed out, while the check was on its way.
    if (session$.getValue().kind === 'user' || storedUserToken(ctx) !== check.token)
      return 'nothing-to-restore';
    adoptSession(ctx, check.token, account);
    return 'restored';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      if (storedUserToken(ctx) === check.token) storeUserToken(ctx, null);
      return 'refused';
    }
    console.warn('[murmur] the stored session could not be restored now', error);
    return 'unreachable';
  }
}
