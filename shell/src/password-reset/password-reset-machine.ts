/**
 * The password-reset states of spec 1 section 4: idle, pending, success (204), throttled (429),
 * error. The error can be dismissed. An explicit machine: states, events, one transition function;
 * an event that makes no sense in the current state leaves it unchanged.
 */

export type PasswordResetState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success' }
  | { kind: 'throttled' }
  /** `message` is the text to show; null shows the generic error. */
  | { kind: 'error'; message: string | null };

export type PasswordResetEvent =
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'throttled' }
  | { type: 'failed'; message: string | null }
  | { type: 'dismiss' };

export const PASSWORD_RESET_IDLE: PasswordResetState = Object.freeze({ kind: 'idle' });

export function passwordResetTransition(
  state: PasswordResetState,
  event: PasswordResetEvent,
): PasswordResetState {
  switch (event.type) {
    case 'submit':
      return state.kind === 'idle' || state.kind === 'error' ? { kind: 'pending' } : state;
    case 'succeeded':
      return state.kind === 'pending' ? { kind: 'success' } : state;
    case 'throttled':
      return state.kind === 'pending' ? { kind: 'throttled' } : state;
    case 'failed':
      return state.kind === 'pending' ? { kind: 'error', message: event.message } : state;
    case 'dismiss':
      return state.kind === 'error' ? PASSWORD_RESET_IDLE : state;
  }
}

/** The event for the server's answer: 204 success, 429 throttled, anything else an error. */
export function eventForStatus(status: number): PasswordResetEvent {
  if (status >= 200 && status < 300) return { type: 'succeeded' };
  if (status === 429) return { type: 'throttled' };
  return { type: 'failed', message: null };
}
