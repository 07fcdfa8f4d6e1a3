import { describe, expect, it } from 'vitest';
import type { SignUpState } from './sign-up-machine';
import { isSignUpPending, SIGN_UP_IDLE, signUpTransition } from './sign-up-machine';

const pending: SignUpState = { kind: 'pending' };

describe('sign-up states (spec 1 section 4: pending, then success or failure)', () => {
  it('goes to pending on submit', () => {
    expect(signUpTransition(SIGN_UP_IDLE, { type: 'submit' })).toEqual(pending);
  });

  it('goes from pending to success with the outcome', () => {
    expect(signUpTransition(pending, { type: 'succeeded', outcome: { kind: 'awaiting-approval' } })).toEqual({
      kind: 'success',
      outcome: { kind: 'awaiting-approval' },
    });
  });

  it('goes from pending to failure with the errors stored for the form', () => {
    expect(
      signUpTransition(pending, { type: 'failed', errors: ['Username has already been taken.'] }),
    ).toEqual({
      kind: 'failure',
      errors: ['Username has already been taken.'],
    });
  });

  it('ignores a second submission while pending', () => {
    expect(signUpTransition(pending, { type: 'submit' })).toBe(pending);
  });

  it('lets the user try again after a failure', () => {
    const failed: SignUpState = { kind: 'failure', errors: ['x'] };
    expect(signUpTransition(failed, { type: 'submit' })).toEqual(pending);
  });

  it('ignores replies that arrive when nothing is pending', () => {
    expect(signUpTransition(SIGN_UP_IDLE, { type: 'succeeded', outcome: { kind: 'signed-in' } })).toBe(
      SIGN_UP_IDLE,
    );
    expect(signUpTransition(SIGN_UP_IDLE, { type: 'failed', errors: [] })).toBe(SIGN_UP_IDLE);
  });

  it('disables the inputs only while pending', () => {
    expect(isSignUpPending(pending)).toBe(true);
    expect(isSignUpPending(SIGN_UP_IDLE)).toBe(false);
    expect(isSignUpPending({ kind: 'failure', errors: [] })).toBe(false);
  });
});
