import { bus, endUserSession, routePaths, sessionToken } from '@murmur/shared/core';
import type { OAuthContext } from '../oauth/oauth-client';
import { pageOAuthContext, revokeToken, storedApp, storeUserToken } from '../oauth/oauth-client';

export interface LogoutOptions {
  /** react-router's navigate (a data router's returns a promise that settles once there). */
  navigate: (to: string, options?: { replace?: boolean; flushSync?: boolean }) => void | Promise<void>;
  ctx?: OAuthContext;
  /** Waits between revoke attempts (tests pass a quick one). */
  wait?: (ms: number) => Promise<void>;
}

/** A failed revoke is tried this many more times, this far apart, before the user is told. */
export const REVOKE_RETRIES = 2;
export const REVOKE_RETRY_DELAY_MS = 1000;

/** Revokes the token, trying again on failure; false when the server never confirmed it. */
async function revokeWithRetry(
  ctx: OAuthContext,
  app: NonNullable<ReturnType<typeof storedApp>>,
  token: string,
  wait: (ms: number) => Promise<void>,
): Promise<boolean> {
  for (let attempt = 0; attempt <= REVOKE_RETRIES; attempt++) {
    try {
      await revokeToken(ctx, app, token);
      return true;
    } catch (error) {
      console.warn('[murmur] the server did not revoke the token', error);
      if (attempt < REVOKE_RETRIES) await wait(REVOKE_RETRY_DELAY_MS);
    }
  }
  return false;
}

/**
 * Signs out (spec 1 section 4, "Logout"): revokes the token with the server, forgets the stored
 * token, goes to /main/public and ends the session (the shared `endUserSession` empties the store,
 * sets `session$` back to anonymous and announces 'session/ended', on which streaming, fetchers
 * and remotes let go of the user). A revocation the server cannot take is tried again; if it still
 * fails the user is signed out here all the same and told that the session may still be valid on
 * the server, and where to end it (the sessions list of the security settings).
 */
/** How long logout waits for requests still carrying the token before revoking it. */
const TOKEN_REQUESTS_WAIT_MS = 3_000;

export async function logout(options: LogoutOptions): Promise<void> {
  const ctx = options.ctx ?? pageOAuthContext();
  const token = sessionToken();
  const app = storedApp(ctx);
  storeUserToken(ctx, null);
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Leave the page first, committed at once (flushSync): a login-required page still on screen when
  // the session ends would send the visitor to the logged-out root instead. The token is revoked
  // last, once no request that carries it is on its way (none may reach the server dead: a 401).
  await options.navigate(routePaths.publicTimeline(), { flushSync: true });
  // Web push's code comes with the whole contract (decision 0303): loaded here, and beforehand with
  // the page's push link (push-link.tsx), so that this works offline too.
  await import('./sign-out-push').then(
    (push) => push.endWebPushAtSignOut(),
    (error: unknown) => console.warn('[murmur] web push could not be ended at sign-out', error),
  );
  endUserSession();
  await ctx.api.tokenRequestsSettled?.(TOKEN_REQUESTS_WAIT_MS);
  const revoked = token && app ? await revokeWithRetry(ctx, app, token, wait) : true;
  if (!revoked) {
    bus.emit({
      type: 'notice/raised',
      level: 'warning',
      messageKey: 'login.revoke_failed',
      timeoutMs: 20_000,
    });
  }
}
