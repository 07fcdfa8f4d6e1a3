// The one way the client asks a server again (issue 39, point 4): polls, refreshes, the streaming
// fallback and re-asking for what a screen shows on mount all go through here. A hostile or
// broken server made some of them loop (who-to-follow asked relationships every ~3 s; with every
// answer failing, one poll was asked 18 to 27 times a minute). Here, by construction:
// - what is asked is named by a key, and its state (failures, when it may next be asked) outlives
//   the screen or task that asked, so stopping and starting again cannot ask sooner;
// - a failure backs off exponentially, capped, with jitter, so many tabs do not ask in step;
// - nothing is asked while the tab is hidden (a due run waits until it is shown again);
// - every run is counted, per key.

/** The longest wait after failures (the cap of the exponential back-off). */
export const MAX_BACKOFF_MS = 5 * 60_000;

interface KeyState {
  /** Failures in a row. */
  failures: number;
  /** Not asked again before this time (ms since epoch). */
  notBefore: number;
  /** Runs so far. */
  runs: number;
  /** A run under way (a second one waits for it instead of asking again). */
  running: Promise<unknown> | null;
}

const states = new Map<string, KeyState>();

function stateOf(key: string): KeyState {
  let state = states.get(key);
  if (!state) {
    state = { failures: 0, notBefore: 0, runs: 0, running: null };
    states.set(key, state);
  }
  return state;
}

/** Uniformly between 75 % and 125 % of `ms`. */
function jitter(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.75 + random() * 0.5));
}

/** The wait after `failures` failures in a row: `baseMs` doubled each time, capped, with jitter. */
export function backoffDelay(
  failures: number,
  baseMs: number,
  maxMs: number = MAX_BACKOFF_MS,
  random?: () => number,
): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(0, failures), 20));
  return Math.min(maxMs, jitter(raw, random));
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function whenShown(): Promise<void> {
  return new Promise((resolve) => {
    const onChange = () => {
      if (isHidden()) return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    document.addEventListener('visibilitychange', onChange);
  });
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export interface GuardOptions {
  /** After a success, not asked again for this long (ms). */
  minGapMs: number;
  /** After the first failure, not asked again for this long, doubling with each (default minGapMs). */
  backoffBaseMs?: number;
  /** The cap of the back-off (default MAX_BACKOFF_MS). */
  maxBackoffMs?: number;
}

/**
 * Runs `ask` for `key` unless the key was asked too recently (or is backing off after failures,
 * or is being asked right now: then the running ask's promise is returned). Returns `skipped`
 * when it did not ask. An abort is neither a success nor a failure.
 */
export async function askGuarded<T>(
  key: string,
  options: GuardOptions,
  ask: () => Promise<T>,
): Promise<{ skipped: true } | { skipped: false; value: T }> {
  const state = stateOf(key);
  if (state.running) return { skipped: false, value: (await state.running) as T };
  if (Date.now() < state.notBefore) return { skipped: true };
  state.runs++;
  const running = ask();
  state.running = running;
  try {
    const value = await running;
    state.failures = 0;
    state.notBefore = Date.now() + options.minGapMs;
    return { skipped: false, value };
  } catch (error) {
    if (!isAbort(error)) {
      state.failures++;
      state.notBefore =
        Date.now() +
        backoffDelay(state.failures, options.backoffBaseMs ?? options.minGapMs, options.maxBackoffMs);
    }
    throw error;
  } finally {
    if (state.running === running) state.running = null;
  }
}

export interface RepeatOptions {
  /** What is asked ('notifications', 'timeline-poll:home'): its state is shared by every task of the key. */
  key: string;
  /** The period while the answers succeed (ms). */
  everyMs: number;
  /** One round; a rejection counts as a failure (an abort does not). */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** Run once at the start, as soon as the key's back-off allows (default false). */
  immediate?: boolean;
  /** The cap of the back-off (default MAX_BACKOFF_MS). */
  maxBackoffMs?: number;
  /**
   * After a success, the soonest a new task of this key may run its immediate round (default a
   * quarter of `everyMs`): a task stopped and started again in a loop asks at most this often.
   */
  restartGapMs?: number;
}

export interface RepeatingTask {
  /** Stops the task and aborts its round under way. */
  stop(): void;
  readonly stopped: boolean;
}

/** Runs `run` every `everyMs`, backing off on failure, waiting while the tab is hidden. */
export function repeat(options: RepeatOptions): RepeatingTask {
  const state = stateOf(options.key);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const round = async () => {
    timer = undefined;
    if (stopped) return;
    if (isHidden()) await whenShown();
    if (stopped) return;
    const now = Date.now();
    if (now < state.notBefore || state.running) {
      plan(Math.max(state.notBefore - now, 1_000));
      return;
    }
    state.runs++;
    const running = options.run(controller.signal);
    state.running = running;
    try {
      await running;
      state.failures = 0;
      state.notBefore = Date.now() + (options.restartGapMs ?? options.everyMs / 4);
      plan(options.everyMs);
    } catch (error) {
      if (stopped || isAbort(error)) return;
      state.failures++;
      const wait = backoffDelay(state.failures, options.everyMs, options.maxBackoffMs);
      state.notBefore = Date.now() + wait;
      plan(wait);
    } finally {
      if (state.running === running) state.running = null;
    }
  };
  const plan = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void round(), ms);
  };

  if (options.immediate) plan(Math.max(0, state.notBefore - Date.now()));
  else plan(Math.max(options.everyMs, state.notBefore - Date.now()));

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    },
    get stopped() {
      return stopped;
    },
  };
}

/** Runs per key so far (for the journeys and the console: `murmur.scheduler`). */
export function scheduledRuns(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, state] of states) out[key] = state.runs;
  return out;
}

/** Forgets every key's state (sign-out: the next account starts afresh; tests). */
export function resetScheduler(): void {
  states.clear();
}
