import { describe, expect, it } from 'vitest';
import type { PasswordResetState } from './password-reset-machine';
import { eventForStatus, PASSWORD_RESET_IDLE, passwordResetTransition } from './password-reset-machine';

const pending: PasswordResetState = { kind: 'pending' };
const error: PasswordResetState = { kind: 'error', message: null };

describe('password reset states (spec 1 section 4: idle, pending, success, throttled, error)', () => {
  it('starts idle and goes to pending on submit', () => {
    expect(passwordResetTransition(PASSWORD_RESET_IDLE, { type: 'submit' })).toEqual(pending);
  });

  it('goes to success on 204', () => {
    expect(passwordResetTransition(pending, eventForStatus(204))).toEqual({ kind: 'success' });
  });

  it('goes to throttled on 429', () => {
    expect(passwordResetTransition(pending, eventForStatus(429))).toEqual({ kind: 'throttled' });
  });

  it('goes to error on any other failure', () => {
    expect(passwordResetTransition(pending, eventForStatus(500))).toEqual(error);
    expect(passwordResetTransition(pending, { type: 'failed', message: 'offline' })).toEqual({
      kind: 'error',
      message: 'offline',
    });
  });

  it('lets the error be dismissed, back to idle', () => {
    expect(passwordResetTransition(error, { type: 'dismiss' })).toEqual(PASSWORD_RESET_IDLE);
  });

  it('lets the user try again from an error', () => {
    expect(passwordResetTransition(error, { type: 'submit' })).toEqual(pending);
  });

  it('ignores a second submission while pending, and submissions after success or throttling', () => {
    expect(passwordResetTransition(pending, { type: 'submit' })).toBe(pending);
    const success: PasswordResetState = { kind: 'success' };
    const throttled: PasswordResetState = { kind: 'throttled' };
    expect(passwordResetTransition(success, { type: 'submit' })).toBe(success);
    expect(passwordResetTransition(throttled, { type: 'submit' })).toBe(throttled);
  });

  it('ignores answers when nothing is pending, and dismissing when there is no error', () => {
    expect(passwordResetTransition(PASSWORD_RESET_IDLE, { type: 'succeeded' })).toBe(PASSWORD_RESET_IDLE);
    expect(passwordResetTransition(PASSWORD_RESET_IDLE, { type: 'throttled' })).toBe(PASSWORD_RESET_IDLE);
    expect(passwordResetTransition(PASSWORD_RESET_IDLE, { type: 'failed', message: null })).toBe(
      PASSWORD_RESET_IDLE,
    );
    expect(passwordResetTransition(pending, { type: 'dismiss' })).toBe(pending);
  });
});
