import { routePaths, session$ } from '@murmur/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLogin } from '../auth/after-sign-in';
import { LoginErrorText } from '../auth/login-error-box';
import type { LoginError } from '../auth/login-machine';
import { eventForTokenError } from '../auth/login-machine';
import { authMessages } from '../auth/messages';
import type { OAuthContext } from './oauth-client';
import { ensureApp, exchangeCode, pageOAuthContext } from './oauth-client';
import { type CallbackCheck, takePendingAuthorization } from './oauth-pending';
import '../auth/auth.css';

/** Codes are single-use: one exchange per code for the page's life (effects may run twice). */
const exchanges = new Map<string, Promise<string>>();

function exchangeOnce(ctx: OAuthContext, code: string, codeVerifier: string): Promise<string> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = ensureApp(ctx).then((app) => exchangeCode(ctx, app, code, codeVerifier));
    exchanges.set(code, exchange);
  }
  return exchange;
}

/** The callback's state is matched once per code (the pending request is used up by the match). */
const checks = new Map<string, CallbackCheck>();

function checkOnce(code: string, state: string | null): CallbackCheck {
  let check = checks.get(code);
  if (!check) {
    check = takePendingAuthorization(state);
    checks.set(code, check);
  }
  return check;
}

/** For tests: forget the exchanges made. */
export function forgetOAuthExchanges(): void {
  exchanges.clear();
  checks.clear();
}

type CallbackState =
  | { kind: 'pending' }
  | { kind: 'failed'; error: LoginError }
  | { kind: 'no-code' }
  | { kind: 'unmatched' }
  | { kind: 'signed-in' };

/**
 * /oauth-callback?code=...: the server's authorize page sends the user back here. Exchange the code
 * for a token, store it, log in, go to the home timeline (spec 1 section 4).
 */
export function OAuthCallbackPage({ ctx }: { ctx?: OAuthContext }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const [state, setState] = useState<CallbackState>(code ? { kind: 'pending' } : { kind: 'no-code' });

  useEffect(() => {
    if (!code) {
      setState({ kind: 'no-code' });
      return;
    }
    // A code only counts for the request this browser started (state, PKCE), and never replaces
    // the token of an open session: both cases change nothing and say so.
    const check = checkOnce(code, params.get('state'));
    if (session$.getValue().kind === 'user') {
      setState({ kind: 'signed-in' });
      return;
    }
    if (!check.ok) {
      setState({ kind: 'unmatched' });
      return;
    }
    let live = true;
    const context = ctx ?? pageOAuthContext();
    setState({ kind: 'pending' });
    exchangeOnce(context, code, check.pending.codeVerifier)
      .then(
        async (token) => {
          if (!live) return;
          const error = await afterLogin(token, { navigate, ctx: context });
          if (error && live) setState({ kind: 'failed', error });
        },
        (error: unknown) => {
          if (!live) return;
          const event = eventForTokenError(error);
          setState({
            kind: 'failed',
            error: event.type === 'failed' ? event.error : { kind: 'generic' },
          });
        },
      )
      .catch((error: unknown) => console.error('[murmur] the OAuth callback failed', error));
    return () => {
      live = false;
    };
  }, [code, ctx, navigate, params]);

  return (
    <section className="panel login" aria-busy={state.kind === 'pending'}>
      <h1 className="panel__heading">
        <FormattedMessage {...authMessages.loginHeading} />
      </h1>
      <div className="panel__body">
        {state.kind === 'pending' ? (
          <p role="status">
            <FormattedMessage {...authMessages.oauthCallbackPending} />
          </p>
        ) : (
          <>
            <p className="login__error" role="alert">
              {state.kind === 'failed' ? (
                <LoginErrorText error={state.error} />
              ) : state.kind === 'unmatched' ? (
                <FormattedMessage {...authMessages.oauthCallbackUnmatched} />
              ) : state.kind === 'signed-in' ? (
                <FormattedMessage {...authMessages.oauthCallbackSignedIn} />
              ) : (
                <FormattedMessage {...authMessages.oauthCallbackNoCode} />
              )}
            </p>
            <Link to={routePaths.login()}>
              <FormattedMessage {...authMessages.backToLogin} />
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
