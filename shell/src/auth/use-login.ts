import { routePaths } from '@murmur/shared';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MfaChallengeType, OAuthContext } from '../oauth/oauth-client';
import {
  authorizeUrl,
  ensureApp,
  ensureValidApp,
  mfaChallenge,
  pageOAuthContext,
  signInWithPassword,
} from '../oauth/oauth-client';
import { beginAuthorization } from '../oauth/oauth-pending';
import { afterLogin } from './after-sign-in';
import type { InitialStrategy, LoginEvent, LoginState } from './login-machine';
import {
  eventForPasswordGrantError,
  eventForTokenError,
  initialLoginState,
  loginTransition,
} from './login-machine';

export interface LoginActions {
  /** Password grant; resolves to true when the user is signed in. */
  submitPassword(username: string, password: string): Promise<boolean>;
  /** The code of the current two-factor screen; resolves to false when it was refused. */
  submitCode(code: string): Promise<boolean>;
  /** Leaves for the server's authorize page. */
  startOAuth(): Promise<void>;
  switchToRecovery(): void;
  switchToTotp(): void;
  abort(): void;
  dismissError(): void;
}

export interface UseLoginOptions {
  initial?: InitialStrategy;
  ctx?: OAuthContext;
  /** Where the OAuth flow leaves the page (tests replace it). */
  redirect?: (url: string) => void;
}

/** The login screen's state machine with its side effects (the calls and the navigation). */
export function useLogin(options: UseLoginOptions = {}): [LoginState, LoginActions] {
  const [state, dispatch] = useReducer(loginTransition, options.initial, initialLoginState);
  const navigate = useNavigate();
  const stateRef = useRef(state);
  stateRef.current = state;
  const ctxRef = useRef<OAuthContext | null>(options.ctx ?? null);
  const redirect = options.redirect;

  const ctx = useCallback((): OAuthContext => {
    ctxRef.current ??= pageOAuthContext();
    return ctxRef.current;
  }, []);

  /** Acts on a failed token or two-factor call; false when the user stays on the screen. */
  const onTokenError = useCallback(
    (error: unknown, read: (error: unknown) => LoginEvent = eventForTokenError): void => {
      const event: LoginEvent = read(error);
      dispatch(event);
      if (event.type === 'password-reset-required') navigate(routePaths.passwordReset(true));
    },
    [navigate],
  );

  const finish = useCallback(
    async (token: string): Promise<boolean> => {
      const error = await afterLogin(token, { navigate, ctx: ctx() });
      if (error) {
        dispatch({ type: 'failed', error });
        return false;
      }
      dispatch({ type: 'success' });
      return true;
    },
    [navigate, ctx],
  );

  const actions = useMemo<LoginActions>(
    () => ({
      async submitPassword(username, password) {
        if (stateRef.current.pending) return false;
        dispatch({ type: 'submit' });
        let token: string;
        try {
          token = await signInWithPassword(ctx(), username.trim(), password);
        } catch (error) {
          onTokenError(error, eventForPasswordGrantError);
          return false;
        }
        return finish(token);
      },
      async submitCode(code) {
        const current = stateRef.current;
        if (current.pending || (current.strategy !== 'totp' && current.strategy !== 'recovery')) return false;
        const type: MfaChallengeType = current.strategy;
        dispatch({ type: 'submit' });
        let token: string;
        try {
          const app = await ensureApp(ctx());
          token = await mfaChallenge(ctx(), app, { mfaToken: current.mfaToken, code: code.trim(), type });
        } catch (error) {
          onTokenError(error);
          return false;
        }
        return finish(token);
      },
      async startOAuth() {
        if (stateRef.current.pending) return;
        dispatch({ type: 'submit' });
        try {
          const app = await ensureValidApp(ctx());
          const pending = await beginAuthorization();
          (redirect ?? ((url: string) => window.location.assign(url)))(authorizeUrl(ctx(), app, pending));
        } catch (error) {
          onTokenError(error);
        }
      },
      switchToRecovery: () => dispatch({ type: 'use-recovery' }),
      switchToTotp: () => dispatch({ type: 'use-totp' }),
      abort: () => dispatch({ type: 'abort' }),
      dismissError: () => dispatch({ type: 'dismiss-error' }),
    }),
    [ctx, finish, onTokenError, redirect],
  );

  return [state, actions];
}
