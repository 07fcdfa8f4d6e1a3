import type { StreamingState } from '@murmur/shared';
import {
  backoffDelay,
  MAX_BACKOFF_MS,
  SOCKET_RESTART_DELAY_MS,
  SOCKET_RESTART_MULTIPLIER_CAP,
} from '@murmur/shared';

// The streaming socket's state machine (spec 1 section 4, "Streaming socket"). Pure: the
// transition function takes a state and an input and returns the next state with the effects
// the link must carry out (open or close the socket, timers, polling, notices). The link owns the
// socket and the timers; this file owns the rules.

/**
 * The spec's states. `attempt` counts the breaks since the socket was last joined; it is the
 * restart delay's multiplier (capped at SOCKET_RESTART_MULTIPLIER_CAP).
 */
export type SocketState =
  /** Not streaming: never started, or shut down on purpose. */
  | { name: 'disabled' }
  /** The first connection after a deliberate start. */
  | { name: 'startingInitial' }
  /** A reconnection after a break. */
  | { name: 'starting'; attempt: number }
  /** Open and subscribed. */
  | { name: 'joined' }
  /** Broken; a restart is scheduled. */
  | { name: 'error'; attempt: number; closeCode: number }
  /** The server closed the socket normally (1000 or 1001): no restart. */
  | { name: 'closed'; closeCode: number };

export type SocketStateName = SocketState['name'];

/** The spec's numeric codes of the states. */
export const SOCKET_STATE_CODES: Readonly<Record<SocketStateName, number>> = Object.freeze({
  joined: 1,
  closed: 2,
  error: 3,
  disabled: 4,
  starting: 5,
  startingInitial: 6,
});

export function socketStateCode(state: SocketState): number {
  return SOCKET_STATE_CODES[state.name];
}

/** What happened to the socket, or what its owner asked of it. */
export type SocketInput =
  /** Start streaming on purpose (page start, sign-in, sign-out back to the public stream). */
  | { type: 'start' }
  /** The socket opened. */
  | { type: 'opened' }
  /** The socket closed with this code (the browser reports 1006 for a refused or dropped one). */
  | { type: 'closed'; code: number }
  /** The scheduled restart is due. */
  | { type: 'restartDue' }
  /** Shut down on purpose (sign-out, leaving the page). */
  | { type: 'stop' };

export type NoticeEffect = {
  type: 'notice';
  level: 'error' | 'success';
  messageKey: 'timeline.socket_broke' | 'timeline.socket_reconnected';
  messageArgs?: { code: number };
};

/** What the link must do after a transition, in order. */
export type SocketEffect =
  /** Open a new socket. */
  | { type: 'connect' }
  /** Close the socket with code 1000 (a deliberate shutdown). */
  | { type: 'disconnect' }
  | {
      type: 'scheduleRestart';
      delayMs: number;
      /** Past the spec's quick restarts: the link spreads the wait by ±25 % (the scheduler's jitter). */
      spread?: true;
    }
  | { type: 'cancelRestart' }
  /** Send a ping every PING_INTERVAL_MS while joined. */
  | { type: 'startPing' }
  | { type: 'stopPing' }
  /** Poll the timelines while the socket is down. */
  | { type: 'startPolling' }
  | { type: 'stopPolling' }
  /** Fetch what was missed while the socket was down. */
  | { type: 'catchUp' }
  /** Silence notification sounds and desktop notices for a while (the socket just started). */
  | { type: 'silence' }
  | NoticeEffect;

export interface Transition {
  state: SocketState;
  effects: SocketEffect[];
}

export const INITIAL_SOCKET_STATE: SocketState = Object.freeze({ name: 'disabled' });

/** Close codes after which the socket is not restarted: normal closure and going away. */
export const NO_RESTART_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001]);

/** The code a deliberate shutdown sends. */
export const SHUTDOWN_CLOSE_CODE = 1000;

/**
 * Spec 1 section 9: the restart delay is 1 s times the retry multiplier, capped at 3. Past the
 * cap a reconnection that keeps failing waits twice as long each time, up to the scheduler's cap
 * (issue 39: a server refusing the socket was asked every 3 s for as long as the page was open;
 * decision 0150).
 */
export function restartDelayMs(attempt: number): number {
  const quick = SOCKET_RESTART_DELAY_MS * SOCKET_RESTART_MULTIPLIER_CAP;
  if (attempt <= SOCKET_RESTART_MULTIPLIER_CAP) return SOCKET_RESTART_DELAY_MS * Math.max(attempt, 1);
  // The scheduler's back-off, without its jitter here (the link spreads it): pure and testable.
  return backoffDelay(attempt - SOCKET_RESTART_MULTIPLIER_CAP, quick, MAX_BACKOFF_MS, () => 0.5);
}

function scheduleRestart(attempt: number): SocketEffect {
  return attempt > SOCKET_RESTART_MULTIPLIER_CAP
    ? { type: 'scheduleRestart', delayMs: restartDelayMs(attempt), spread: true }
    : { type: 'scheduleRestart', delayMs: restartDelayMs(attempt) };
}

/** The state as the bus's `streaming/state` event names it. */
export function busStreamingState(state: SocketState): StreamingState {
  switch (state.name) {
    case 'disabled':
      return 'disabled';
    case 'startingInitial':
      return 'connecting';
    case 'starting':
      return 'reconnecting';
    case 'joined':
      return 'connected';
    case 'error':
      return 'error';
    case 'closed':
      return 'closed';
  }
}

/** True while a socket exists or is being opened (what a 'close' event can come from). */
function isLive(state: SocketState): boolean {
  return state.name === 'startingInitial' || state.name === 'starting' || state.name === 'joined';
}

const unchanged = (state: SocketState): Transition => ({ state, effects: [] });

/**
 * The transition function. Inputs that make no sense in a state (a late 'opened' after a stop, a
 * restart timer that fired after a sign-out) leave the state unchanged and do nothing.
 */
export function transition(state: SocketState, input: SocketInput): Transition {
  switch (input.type) {
    case 'start':
      // Starting while live is the owner's mistake; it stops first to switch streams.
      if (state.name !== 'disabled' && state.name !== 'closed') return unchanged(state);
      return {
        state: { name: 'startingInitial' },
        // After a normal close the timelines were polled; the new socket takes over.
        effects: [
          ...(state.name === 'closed' ? [{ type: 'stopPolling' } as const] : []),
          { type: 'connect' },
          { type: 'silence' },
        ],
      };

    case 'opened':
      // The first socket opens once the first screen is drawn (use-streaming.ts), after the first
      // pages were read: what was posted in between is fetched as after a reconnect, quietly.
      if (state.name === 'startingInitial')
        return { state: { name: 'joined' }, effects: [{ type: 'startPing' }, { type: 'catchUp' }] };
      if (state.name === 'starting')
        return {
          state: { name: 'joined' },
          effects: [
            { type: 'startPing' },
            { type: 'stopPolling' },
            { type: 'notice', level: 'success', messageKey: 'timeline.socket_reconnected' },
            { type: 'catchUp' },
          ],
        };
      return unchanged(state);

    case 'closed': {
      if (!isLive(state)) return unchanged(state);
      const stopPing: SocketEffect[] = state.name === 'joined' ? [{ type: 'stopPing' }] : [];
      if (NO_RESTART_CLOSE_CODES.has(input.code)) {
        // No restart; the timelines are polled quietly so they keep moving (no notice: nothing broke).
        const polling: SocketEffect[] = state.name === 'starting' ? [] : [{ type: 'startPolling' }];
        return { state: { name: 'closed', closeCode: input.code }, effects: [...stopPing, ...polling] };
      }
      const attempt = state.name === 'starting' ? state.attempt + 1 : 1;
      const effects: SocketEffect[] = [...stopPing, scheduleRestart(attempt)];
      // A failed reconnection is the same outage: polling is already on and the reader was told.
      if (state.name !== 'starting') {
        effects.push(
          { type: 'startPolling' },
          {
            type: 'notice',
            level: 'error',
            messageKey: 'timeline.socket_broke',
            messageArgs: { code: input.code },
          },
        );
      }
      return { state: { name: 'error', attempt, closeCode: input.code }, effects };
    }

    case 'restartDue':
      if (state.name !== 'error') return unchanged(state);
      return { state: { name: 'starting', attempt: state.attempt }, effects: [{ type: 'connect' }] };

    case 'stop': {
      if (state.name === 'disabled') return unchanged(state);
      const effects: SocketEffect[] = [];
      if (isLive(state)) effects.push({ type: 'disconnect' });
      if (state.name === 'joined') effects.push({ type: 'stopPing' });
      if (state.name === 'error') effects.push({ type: 'cancelRestart' });
      if (state.name === 'error' || state.name === 'starting' || state.name === 'closed')
        effects.push({ type: 'stopPolling' });
      return { state: { name: 'disabled' }, effects };
    }
  }
}
