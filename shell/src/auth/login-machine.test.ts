import { ApiError, NetworkError } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import type { LoginEvent, LoginState } from './login-machine';
import {
  errorForVerifyFailure,
  eventForPasswordGrantError,
  eventForTokenError,
  initialLoginState,
  isSecondFactor,
  loginTransition,
} from './login-machine';

const run = (events: LoginEvent[], from: LoginState = initialLoginState()) =>
  events.reduce(loginTransition, from);

describe('login strategies (spec 1 section 4)', () => {
  it('starts with the password strategy', () => {
    expect(initialLoginState()).toEqual({
      strategy: 'password',
      initial: 'password',
      pending: false,
      error: null,
    });
  });

  it('starts with the token strategy when the login method is OAuth', () => {
    expect(initialLoginState('token').strategy).toBe('token');
  });

  it('moves to totp on mfa_required, keeping the mfa_token', () => {
    const state = run([{ type: 'submit' }, { type: 'mfa-required', mfaToken: 'mfa-1' }]);
    expect(state).toEqual({
      strategy: 'totp',
      initial: 'password',
      mfaToken: 'mfa-1',
      pending: false,
      error: null,
    });
  });

  it('goes from totp to recovery and back, keeping the mfa_token', () => {
    const totp = run([{ type: 'mfa-required', mfaToken: 'mfa-1' }]);
    const recovery = loginTransition(totp, { type: 'use-recovery' });
    expect(recovery).toMatchObject({ strategy: 'recovery', mfaToken: 'mfa-1' });
    expect(loginTransition(recovery, { type: 'use-totp' })).toMatchObject({
      strategy: 'totp',
      mfaToken: 'mfa-1',
    });
  });

  it('ignores recovery and totp switches outside the two-factor screens', () => {
    const start = initialLoginState();
    expect(loginTransition(start, { type: 'use-recovery' })).toBe(start);
    expect(loginTransition(start, { type: 'use-totp' })).toBe(start);
    const totp = run([{ type: 'mfa-required', mfaToken: 'm' }]);
    expect(loginTransition(totp, { type: 'use-totp' })).toBe(totp);
  });

  it('abort resets to the initial strategy', () => {
    for (const initial of ['password', 'token'] as const) {
      const state = run(
        [{ type: 'mfa-required', mfaToken: 'm' }, { type: 'use-recovery' }, { type: 'abort' }],
        initialLoginState(initial),
      );
      expect(state).toEqual(initialLoginState(initial));
    }
  });

  it('success resets to the initial strategy', () => {
    const state = run([{ type: 'mfa-required', mfaToken: 'm' }, { type: 'submit' }, { type: 'success' }]);
    expect(state).toEqual(initialLoginState());
  });

  it('password_reset_required resets to the initial strategy', () => {
    const state = run([{ type: 'submit' }, { type: 'password-reset-required' }]);
    expect(state).toEqual(initialLoginState());
  });

  it('is pending from submit until an answer, and a second submit changes nothing', () => {
    const pending = run([{ type: 'submit' }]);
    expect(pending.pending).toBe(true);
    expect(loginTransition(pending, { type: 'submit' })).toBe(pending);
    expect(loginTransition(pending, { type: 'failed', error: { kind: 'network' } }).pending).toBe(false);
  });

  it('a failure stays on the strategy and shows the error until dismissed or resubmitted', () => {
    const failed = run([
      { type: 'mfa-required', mfaToken: 'm' },
      { type: 'submit' },
      { type: 'failed', error: { kind: 'server', message: 'Invalid code' } },
    ]);
    expect(failed).toMatchObject({ strategy: 'totp', error: { kind: 'server', message: 'Invalid code' } });
    expect(loginTransition(failed, { type: 'dismiss-error' }).error).toBeNull();
    expect(loginTransition(failed, { type: 'submit' }).error).toBeNull();
  });

  it('does not switch screens while a code is being checked', () => {
    const checking = run([{ type: 'mfa-required', mfaToken: 'm' }, { type: 'submit' }]);
    expect(loginTransition(checking, { type: 'use-recovery' })).toBe(checking);
  });

  it('names the two-factor screens', () => {
    expect(isSecondFactor(initialLoginState())).toBe(false);
    expect(isSecondFactor(run([{ type: 'mfa-required', mfaToken: 'm' }]))).toBe(true);
  });
});

describe('reading token-endpoint replies (spec 1 section 5)', () => {
  it('reads mfa_required with its token', () => {
    const error = new ApiError(403, {
      error: 'mfa_required',
      mfa_token: 'abc',
      supported_challenge_types: 'totp',
    });
    expect(eventForTokenError(error)).toEqual({ type: 'mfa-required', mfaToken: 'abc' });
  });

  it('reads password_reset_required from the identifier', () => {
    const error = new ApiError(403, {
      error: 'Password reset is required',
      identifier: 'password_reset_required',
    });
    expect(eventForTokenError(error)).toEqual({ type: 'password-reset-required' });
  });

  it('shows any other server error as received', () => {
    expect(eventForTokenError(new ApiError(400, { error: 'Invalid credentials' }))).toEqual({
      type: 'failed',
      error: { kind: 'server', message: 'Invalid credentials' },
    });
    expect(
      eventForTokenError(new ApiError(403, { error: 'Your account is currently disabled' })),
    ).toMatchObject({
      error: { kind: 'server', message: 'Your account is currently disabled' },
    });
  });

  it('gives the generic error when the server said nothing readable', () => {
    // A bare OAuth code is not words for a reader.
    expect(eventForTokenError(new ApiError(400, { error: 'invalid_request' }))).toEqual({
      type: 'failed',
      error: { kind: 'generic' },
    });
    expect(eventForTokenError(new ApiError(502, '<html>Bad gateway</html>'))).toEqual({
      type: 'failed',
      error: { kind: 'generic' },
    });
  });

  it('gives the connection error when there was no answer', () => {
    expect(eventForTokenError(new NetworkError())).toEqual({ type: 'failed', error: { kind: 'network' } });
  });
});

describe('reading a refused password grant', () => {
  it('reads Pleroma’s and Mastodon’s refusal as "Wrong username or password"', () => {
    for (const body of [
      { error: 'Invalid credentials' },
      { error: 'invalid_grant', error_description: 'x' },
    ]) {
      expect(eventForPasswordGrantError(new ApiError(400, body))).toEqual({
        type: 'failed',
        error: { kind: 'wrong-credentials' },
      });
    }
  });

  it('shows other refusals as received and still redirects mfa_required', () => {
    expect(
      eventForPasswordGrantError(new ApiError(403, { error: 'Your account is currently disabled' })),
    ).toEqual({
      type: 'failed',
      error: { kind: 'server', message: 'Your account is currently disabled' },
    });
    expect(eventForPasswordGrantError(new ApiError(403, { error: 'mfa_required', mfa_token: 't' }))).toEqual({
      type: 'mfa-required',
      mfaToken: 't',
    });
  });
});

describe('verifying credentials (spec 1 section 5)', () => {
  it('a 401 gives "Wrong username or password"', () => {
    expect(errorForVerifyFailure(new ApiError(401, { error: 'The access token is invalid' }))).toEqual({
      kind: 'wrong-credentials',
    });
  });

  it('any other verify error gives "An error occurred, please try again"', () => {
    expect(errorForVerifyFailure(new ApiError(500, {}))).toEqual({ kind: 'generic' });
    expect(errorForVerifyFailure(new Error('boom'))).toEqual({ kind: 'generic' });
  });

  it('a network failure gives "Failed to connect to server, try again"', () => {
    expect(errorForVerifyFailure(new NetworkError())).toEqual({ kind: 'network' });
  });
});
