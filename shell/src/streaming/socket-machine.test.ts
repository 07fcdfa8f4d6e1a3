import { describe, expect, it } from 'vitest';
import type { SocketInput, SocketState } from './socket-machine';
import {
  busStreamingState,
  INITIAL_SOCKET_STATE,
  restartDelayMs,
  SOCKET_STATE_CODES,
  socketStateCode,
  transition,
} from './socket-machine';

/** Runs inputs from a state; returns the final state and every effect, in order. */
function run(from: SocketState, ...inputs: SocketInput[]) {
  let state = from;
  const effects = [];
  for (const input of inputs) {
    const next = transition(state, input);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const joined = run(INITIAL_SOCKET_STATE, { type: 'start' }, { type: 'opened' }).state;

describe('the streaming socket machine (spec 1 section 4)', () => {
  it('has the spec’s numeric state codes', () => {
    expect(SOCKET_STATE_CODES).toEqual({
      joined: 1,
      closed: 2,
      error: 3,
      disabled: 4,
      starting: 5,
      startingInitial: 6,
    });
    expect(socketStateCode(INITIAL_SOCKET_STATE)).toBe(4);
    expect(socketStateCode(joined)).toBe(1);
  });

  it('a start opens the socket as the initial start and silences notifications', () => {
    const { state, effects } = transition(INITIAL_SOCKET_STATE, { type: 'start' });
    expect(state).toEqual({ name: 'startingInitial' });
    expect(effects).toEqual([{ type: 'connect' }, { type: 'silence' }]);
  });

  it('the initial open joins, starts the ping and catches up on what came before it, with no notice', () => {
    const { state, effects } = run(INITIAL_SOCKET_STATE, { type: 'start' }, { type: 'opened' });
    expect(state).toEqual({ name: 'joined' });
    expect(effects.filter((e) => e.type === 'notice')).toEqual([]);
    expect(effects).toContainEqual({ type: 'startPing' });
    // The socket opens after the first screen is drawn: posts made since its first page are fetched.
    expect(effects).toContainEqual({ type: 'catchUp' });
  });

  it.each([1000, 1001])('close code %i means no restart and no notice', (code) => {
    const { state, effects } = transition(joined, { type: 'closed', code });
    expect(state).toEqual({ name: 'closed', closeCode: code });
    expect(effects.some((e) => e.type === 'scheduleRestart')).toBe(false);
    expect(effects.some((e) => e.type === 'notice')).toBe(false);
    expect(effects).toContainEqual({ type: 'stopPing' });
  });

  it('any other close schedules a restart after 1 s, switches to polling and raises the socket-broke notice', () => {
    const { state, effects } = transition(joined, { type: 'closed', code: 4000 });
    expect(state).toEqual({ name: 'error', attempt: 1, closeCode: 4000 });
    expect(effects).toEqual([
      { type: 'stopPing' },
      { type: 'scheduleRestart', delayMs: 1000 },
      { type: 'startPolling' },
      { type: 'notice', level: 'error', messageKey: 'timeline.socket_broke', messageArgs: { code: 4000 } },
    ]);
  });

  it('restart delays grow 1 s, 2 s, 3 s, then double (spread) while reconnections keep failing', () => {
    let state = joined;
    const delays: number[] = [];
    const spread: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const broke = transition(state, { type: 'closed', code: 1006 });
      for (const e of broke.effects)
        if (e.type === 'scheduleRestart') {
          delays.push(e.delayMs);
          spread.push(e.spread === true);
        }
      state = transition(broke.state, { type: 'restartDue' }).state;
      expect(state.name).toBe('starting');
    }
    expect(delays).toEqual([1000, 2000, 3000, 6000, 12000, 24000]);
    expect(spread).toEqual([false, false, false, true, true, true]);
    // Capped at the scheduler's longest wait: a refused socket is asked a few times an hour.
    expect(restartDelayMs(40)).toBe(5 * 60_000);
  });

  it('a failed reconnection raises no second notice and does not restart polling', () => {
    const broken = transition(joined, { type: 'closed', code: 1006 }).state;
    const starting = transition(broken, { type: 'restartDue' });
    expect(starting.effects).toEqual([{ type: 'connect' }]);
    const again = transition(starting.state, { type: 'closed', code: 1006 });
    expect(again.effects).toEqual([{ type: 'scheduleRestart', delayMs: 2000 }]);
  });

  it('a reopen stops polling, raises the reconnected success notice and catches up', () => {
    const { state, effects } = run(joined, { type: 'closed', code: 1006 }, { type: 'restartDue' });
    expect(state).toEqual({ name: 'starting', attempt: 1 });
    const reopened = transition(state, { type: 'opened' });
    expect(reopened.state).toEqual({ name: 'joined' });
    expect(reopened.effects).toEqual([
      { type: 'startPing' },
      { type: 'stopPolling' },
      { type: 'notice', level: 'success', messageKey: 'timeline.socket_reconnected' },
      { type: 'catchUp' },
    ]);
    expect(effects).toContainEqual({ type: 'startPolling' });
  });

  it('a join resets the retry multiplier', () => {
    const { state } = run(
      joined,
      { type: 'closed', code: 1006 },
      { type: 'restartDue' },
      { type: 'closed', code: 1006 },
      { type: 'restartDue' },
      { type: 'opened' },
    );
    expect(state).toEqual({ name: 'joined' });
    expect(transition(state, { type: 'closed', code: 1006 }).effects).toContainEqual({
      type: 'scheduleRestart',
      delayMs: 1000,
    });
  });

  it('a failed initial start is a break like any other', () => {
    const { state, effects } = run(INITIAL_SOCKET_STATE, { type: 'start' }, { type: 'closed', code: 1006 });
    expect(state).toEqual({ name: 'error', attempt: 1, closeCode: 1006 });
    expect(effects).toContainEqual({ type: 'startPolling' });
    // The open after it is a reconnection, so the reader hears the connection is back.
    const reopened = run(state, { type: 'restartDue' }, { type: 'opened' });
    expect(reopened.effects).toContainEqual({
      type: 'notice',
      level: 'success',
      messageKey: 'timeline.socket_reconnected',
    });
  });

  it('a deliberate shutdown closes the socket and leaves nothing running', () => {
    expect(transition(joined, { type: 'stop' })).toEqual({
      state: { name: 'disabled' },
      effects: [{ type: 'disconnect' }, { type: 'stopPing' }],
    });
    const broken = transition(joined, { type: 'closed', code: 1006 }).state;
    expect(transition(broken, { type: 'stop' })).toEqual({
      state: { name: 'disabled' },
      effects: [{ type: 'cancelRestart' }, { type: 'stopPolling' }],
    });
    const reconnecting = run(broken, { type: 'restartDue' }).state;
    expect(transition(reconnecting, { type: 'stop' }).effects).toEqual([
      { type: 'disconnect' },
      { type: 'stopPolling' },
    ]);
  });

  it('late inputs after a shutdown change nothing', () => {
    const stopped = run(joined, { type: 'closed', code: 1006 }, { type: 'stop' }).state;
    for (const input of [
      { type: 'restartDue' },
      { type: 'opened' },
      { type: 'closed', code: 1006 },
      { type: 'stop' },
    ] as SocketInput[]) {
      const next = transition(stopped, input);
      expect(next.state).toBe(stopped);
      expect(next.effects).toEqual([]);
    }
  });

  it('a start while live changes nothing; after a normal close it starts afresh', () => {
    expect(transition(joined, { type: 'start' }).state).toBe(joined);
    const closed = transition(joined, { type: 'closed', code: 1000 }).state;
    const restarted = transition(closed, { type: 'start' });
    expect(restarted.state).toEqual({ name: 'startingInitial' });
    expect(restarted.effects).toEqual([{ type: 'stopPolling' }, { type: 'connect' }, { type: 'silence' }]);
  });

  it('names each state for the bus', () => {
    expect(busStreamingState({ name: 'startingInitial' })).toBe('connecting');
    expect(busStreamingState({ name: 'starting', attempt: 1 })).toBe('reconnecting');
    expect(busStreamingState(joined)).toBe('connected');
    expect(busStreamingState({ name: 'error', attempt: 1, closeCode: 1006 })).toBe('error');
    expect(busStreamingState({ name: 'closed', closeCode: 1000 })).toBe('closed');
    expect(busStreamingState(INITIAL_SOCKET_STATE)).toBe('disabled');
  });
});
