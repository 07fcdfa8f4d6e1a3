import {
  ApiError,
  bus,
  endUserSession,
  keepOfflineAccount,
  readOfflineAccount,
  routePaths,
  session$,
  startUserSession,
  store,
  whenBackOnline,
} from '@murmur/shared/core';
import type { OAuthContext } from '../oauth/oauth-context';
import { storedUserToken, storeUserToken } from '../oauth/oauth-context';
import { verifyCredentials } from './after-login';

// Reading offline (issue 36): a start without a network cannot check the stored token, but the
// account it belonged to was kept by the last session (shared offline-copy.ts). The session is
// resumed with that copy, so the reader sees their timelines and threads as they were; nothing is
// sent in their name while offline (the parts disable what needs the server). When the network
// returns, the token is checked as at any start: a refused token ends the session then.

/**
 * Resumes the session of the stored `token` from the kept account, when there is one and nobody
 * signed in meanwhile. Resolves to true when it did.
 */
export async function resumeOfflineSession(
  ctx: OAuthContext,
  token: string,
  navigate: (to: string) => void = (to) => window.location.assign(to),
): Promise<boolean> {
  const account = await readOfflineAccount();
  if (!account || session$.getValue().kind === 'user' || storedUserToken(ctx) !== token) return false;
  store.accounts.upsert(account);
  startUserSession(token, account.id);
  checkWhenBackOnline(ctx, token, navigate);
  return true;
}

/** Checks the token once the network is back; again at the next return if that check found none. */
function checkWhenBackOnline(ctx: OAuthContext, token: string, navigate: (to: string) => void): void {
  let checking = false;
  const stop = whenBackOnline(() => {
    if (checking) return;
    checking = true;
    verifyCredentials(ctx, token).then(
      (account) => {
        stop();
        store.accounts.upsert(account);
        void keepOfflineAccount(account);
      },
      (error: unknown) => {
        checking = false;
        if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return;
        stop();
        const current = session$.getValue();
        if (current.kind !== 'user' || current.token !== token) return;
        // The server ended the session while the reader was offline: as at a start (session-ended.ts).
        storeUserToken(ctx, null);
        endUserSession();
        bus.emit({
          type: 'notice/raised',
          level: 'warning',
          messageKey: 'login.session_ended',
          noticeId: 'session-ended',
          timeoutMs: 0,
          action: { messageKey: 'login.login', run: () => navigate(routePaths.login()) },
        });
      },
    );
  });
}
