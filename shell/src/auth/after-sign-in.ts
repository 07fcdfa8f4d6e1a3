import { routePaths } from '@murmur/shared';
import { preloadPart } from '../app/lazy-part';
import { signedInPart } from '../app/shell-parts';
import { type OAuthContext, pageOAuthContext } from '../oauth/oauth-context';
import { startSessionWithToken } from './after-login';
import type { LoginError } from './login-machine';
import { errorForVerifyFailure } from './login-machine';

// The end of a sign-in, with the sign-in screens (their chunks), apart from the stored session's
// restore in after-login.ts, which every start with a token runs (issue 40).

// A sign-in screen is open: the signed-in account corner it leads to is fetched now, so that the
// top bar draws it with the session's first frame.
preloadPart(signedInPart);

export interface AfterLoginOptions {
  /** Where to go on success (react-router's navigate). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  ctx?: OAuthContext;
}

/**
 * The end of every sign-in (password, two-factor, OAuth callback, registration with a token):
 * verify the credentials, start the session, go to the home timeline. Resolves to null on
 * success, or to the error to show (spec 1 section 5: 401 'Wrong username or password', other
 * errors 'An error occurred, please try again', no answer 'Failed to connect to server, try again').
 */
export async function afterLogin(token: string, options: AfterLoginOptions): Promise<LoginError | null> {
  const ctx = options.ctx ?? pageOAuthContext();
  try {
    await signedInPart.load().catch(() => undefined);
    await startSessionWithToken(ctx, token);
  } catch (error) {
    console.warn('[murmur] verifying the new token failed', error);
    return errorForVerifyFailure(error);
  }
  options.navigate(routePaths.friends(), { replace: true });
  return null;
}
