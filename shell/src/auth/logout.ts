import { endUserSession, routePaths, sessionToken } from '@murmur/shared';
import type { OAuthContext } from '../oauth/oauth-client';
import { pageOAuthContext, revokeToken, storedApp, storeUserToken } from '../oauth/oauth-client';

export interface LogoutOptions {
  /** react-router's navigate (a data router's returns a promise that settles once there). */
  navigate: (to: string, options?: { replace?: boolean; flushSync?: boolean }) => void | Promise<void>;
  ctx?: OAuthContext;
}

/**
 * Signs out (spec 1 section 4, "Logout"): revokes the token with the server, forgets the stored
 * token, goes to /main/public and ends the session (the shared `endUserSession` empties the store,
 * sets `session$` back to anonymous and announces 'session/ended', on which streaming, fetchers
 * and remotes let go of the user). A revocation the server cannot take (offline) does not keep the
 * user signed in on this page.
 */
export async function logout(options: LogoutOptions): Promise<void> {
  const ctx = options.ctx ?? pageOAuthContext();
  const token = sessionToken();
  const app = storedApp(ctx);
  storeUserToken(ctx, null);
  if (token && app) {
    await revokeToken(ctx, app, token).catch((error: unknown) => {
      console.warn('[murmur] the server did not revoke the token', error);
    });
  }
  // Leave the page first, committed at once (flushSync): a login-required page still on screen when
  // the session ends would send the visitor to the logged-out root instead.
  await options.navigate(routePaths.publicTimeline(), { flushSync: true });
  endUserSession();
}
