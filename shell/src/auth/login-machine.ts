import { ApiError, isHumanSentence, NetworkError } from '@murmur/shared';

/**
 * The login strategies (spec 1 section 4, "Login strategies") as an explicit machine.
 *
 * - Strategies: password, token, totp, recovery. The initial one is password (or token when the
 *   instance's login method is OAuth).
 * - A token-endpoint reply saying mfa_required moves to totp, keeping its mfa_token. From totp the
 *   user may go to recovery, and back.
 * - Abort or success resets to the initial strategy.
 * - password_reset_required resets too and asks for the password-reset route.
 */

export type LoginStrategy = 'password' | 'token' | 'totp' | 'recovery';

/** The strategy the login screen starts with (spec 1 section 9: login method defaults to password). */
export type InitialStrategy = 'password' | 'token';

/** An error shown in the login screen's error box. */
export type LoginError =
  /** Text the server sent, shown as received (token-endpoint and two-factor errors). */
  | { kind: 'server'; message: string }
  /** 401 when verifying credentials: 'Wrong username or password'. */
  | { kind: 'wrong-credentials' }
  /** Any other failure: 'An error occurred, please try again'. */
  | { kind: 'generic' }
  /** No answer: 'Failed to connect to server, try again'. */
  | { kind: 'network' };

interface Common {
  initial: InitialStrategy;
  /** True while a request is out; the form is disabled. */
  pending: boolean;
  error: LoginError | null;
}

export type LoginState =
  | (Common & { strategy: 'password' })
  | (Common & { strategy: 'token' })
  | (Common & { strategy: 'totp'; mfaToken: string })
  | (Common & { strategy: 'recovery'; mfaToken: string });

export type LoginEvent =
  /** The user submitted the current form. */
  | { type: 'submit' }
  /** The token endpoint answered mfa_required. */
  | { type: 'mfa-required'; mfaToken: string }
  /** 'Use a recovery code instead'. */
  | { type: 'use-recovery' }
  /** 'Enter a two-factor code' from the recovery screen. */
  | { type: 'use-totp' }
  /** A request failed; stay on the strategy and show the error. */
  | { type: 'failed'; error: LoginError }
  /** The error box was closed. */
  | { type: 'dismiss-error' }
  /** 'Cancel' on a two-factor screen. */
  | { type: 'abort' }
  | { type: 'success' }
  /** The token endpoint answered password_reset_required. */
  | { type: 'password-reset-required' };

export function initialLoginState(initial: InitialStrategy = 'password'): LoginState {
  return { strategy: initial, initial, pending: false, error: null };
}

/** The next state. Events that make no sense in a state leave it as it is. */
export function loginTransition(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      return state.pending ? state : { ...state, pending: true, error: null };
    case 'mfa-required':
      if (state.strategy !== 'password' && state.strategy !== 'token') return state;
      return {
        strategy: 'totp',
        initial: state.initial,
        mfaToken: event.mfaToken,
        pending: false,
        error: null,
      };
    case 'use-recovery':
      if (state.strategy !== 'totp' || state.pending) return state;
      return { ...state, strategy: 'recovery', error: null };
    case 'use-totp':
      if (state.strategy !== 'recovery' || state.pending) return state;
      return { ...state, strategy: 'totp', error: null };
    case 'failed':
      return { ...state, pending: false, error: event.error };
    case 'dismiss-error':
      return state.error ? { ...state, error: null } : state;
    case 'abort':
    case 'success':
    case 'password-reset-required':
      return initialLoginState(state.initial);
  }
}

/** True on the two-factor screens. */
export function isSecondFactor(
  state: LoginState,
): state is Extract<LoginState, { strategy: 'totp' | 'recovery' }> {
  return state.strategy === 'totp' || state.strategy === 'recovery';
}

/**
 * Reads a failed token-endpoint or two-factor call as the event it means: mfa_required and
 * password_reset_required redirect; every other server error is shown as received.
 */
export function eventForTokenError(error: unknown): LoginEvent {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { error?: unknown; mfa_token?: unknown };
    if (body.error === 'mfa_required' && typeof body.mfa_token === 'string' && body.mfa_token) {
      return { type: 'mfa-required', mfaToken: body.mfa_token };
    }
    if (error.code === 'password_reset_required' || body.error === 'password_reset_required') {
      return { type: 'password-reset-required' };
    }
    // Only a sentence for people: a bare OAuth code ('invalid_request') gets the generic text.
    if (isHumanSentence(error.serverMessage))
      return { type: 'failed', error: { kind: 'server', message: error.serverMessage } };
    return { type: 'failed', error: { kind: 'generic' } };
  }
  if (error instanceof NetworkError) return { type: 'failed', error: { kind: 'network' } };
  return { type: 'failed', error: { kind: 'generic' } };
}

/**
 * The password grant refused the username and password: Pleroma and Akkoma answer 400
 * `{"error": "Invalid credentials"}`, Mastodon (Doorkeeper) 400 `invalid_grant`. That is the
 * same fact as the spec's 401 on verify, so it reads the same: 'Wrong username or password'
 * (docs/decisions/0010-sign-in-and-tokens.md). Every other reply is read by eventForTokenError.
 */
export function eventForPasswordGrantError(error: unknown): LoginEvent {
  if (error instanceof ApiError && (error.status === 400 || error.status === 401) && !error.code) {
    const reason = (error.body as { error?: unknown } | null)?.error;
    if (reason === 'Invalid credentials' || reason === 'invalid_grant') {
      return { type: 'failed', error: { kind: 'wrong-credentials' } };
    }
  }
  return eventForTokenError(error);
}

/** Spec 1 section 5: how a failed verify_credentials reads. */
export function errorForVerifyFailure(error: unknown): LoginError {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof ApiError && error.status === 401) return { kind: 'wrong-credentials' };
  return { kind: 'generic' };
}
