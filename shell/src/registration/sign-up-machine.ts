/**
 * The sign-up states of spec 1 section 4 ("Registration"): pending, then success or failure.
 * Written as an explicit machine: a type of states, the events that move between them, and one
 * transition function. An event that makes no sense in the current state leaves it unchanged.
 */

/** What a successful sign-up led to (spec 1 section 4). */
export type SignUpOutcome =
  /** The server answered with a token: the user is signed in and goes to friends. */
  | { kind: 'signed-in' }
  /** identifier awaiting_approval: go to registration-request-sent, no login. */
  | { kind: 'awaiting-approval' }
  /** identifier missing_confirmed_email: go to awaiting-email-confirmation, no login. */
  | { kind: 'awaiting-email-confirmation' }
  /** Any other reply: logged, nothing else happens. */
  | { kind: 'unrecognised' };

export type SignUpState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success'; outcome: SignUpOutcome }
  /** `errors` are the texts to show in the alert list (already humanised). */
  | { kind: 'failure'; errors: readonly string[] };

export type SignUpEvent =
  | { type: 'submit' }
  | { type: 'succeeded'; outcome: SignUpOutcome }
  | { type: 'failed'; errors: readonly string[] };

export const SIGN_UP_IDLE: SignUpState = Object.freeze({ kind: 'idle' });

export function signUpTransition(state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'submit':
      // A second submission while one is under way is ignored; after a failure (or an
      // unrecognised reply) the user may try again.
      return state.kind === 'pending' ? state : { kind: 'pending' };
    case 'succeeded':
      return state.kind === 'pending' ? { kind: 'success', outcome: event.outcome } : state;
    case 'failed':
      return state.kind === 'pending' ? { kind: 'failure', errors: event.errors } : state;
  }
}

/** True while the form's inputs must be disabled (spec 1 section 5). */
export function isSignUpPending(state: SignUpState): boolean {
  return state.kind === 'pending';
}
