import type { OAuthContext } from '../oauth/oauth-context';
import { tryRestoreStoredSession } from './after-login';

/**
 * Waits between attempts to restore a stored session the server did not confirm at start-up
 * (500, 503, a malformed reply, no answer). Growing at first, then capped at 4 s so the session
 * is back within 5 s of the server's return (issue 27); one small GET every 4 s is no load on
 * a server that is starting again. The notice's Retry asks at once.
 */
export const SESSION_RETRY_DELAYS_MS = [2_000, 3_000, 4_000] as const;

export function sessionRetryDelay(attempt: number): number {
  return SESSION_RETRY_DELAYS_MS[Math.min(attempt, SESSION_RETRY_DELAYS_MS.length - 1)] ?? 4_000;
}

/** A restore the start-up could not finish: where the user was going, for when it succeeds. */
export interface DeferredRestore {
  returnPath: string;
}

let deferred: DeferredRestore | null = null;

/** Start-up records that the session is to be restored later (the page is not rendered yet). */
export function deferSessionRestore(returnPath: string): void {
  deferred = { returnPath };
}

/** The page takes the deferred restore once, when it can show a notice and navigate. */
export function takeDeferredSessionRestore(): DeferredRestore | null {
  const taken = deferred;
  deferred = null;
  return taken;
}

export interface SessionRetryOptions {
  ctx: OAuthContext;
  /** Called with the outcome of each attempt that ends the loop ('restored' or 'refused'). */
  onSettled: (outcome: 'restored' | 'refused') => void;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

export interface SessionRetry {
  /** Stops retrying. */
  stop: () => void;
  /** Asks now (the notice's Retry), then goes on with the same backoff if it still fails. */
  now: () => void;
}

/**
 * Retries the restore with backoff until the server answers. It stops by itself when the user
 * signs in some other way or the token is gone (logout).
 */
export function retryStoredSession(options: SessionRetryOptions): SessionRetry {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer));
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  const schedule = () => {
    timer = setTimer(() => void run(), sessionRetryDelay(attempt++));
  };
  const run = async () => {
    if (stopped || asking) return;
    asking = true;
    const outcome = await tryRestoreStoredSession(options.ctx).finally(() => {
      asking = false;
    });
    if (stopped) return;
    if (outcome === 'unreachable') schedule();
    else if (outcome === 'restored' || outcome === 'refused') options.onSettled(outcome);
  };
  schedule();
  return {
    stop: () => {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
    },
    now: () => {
      if (stopped || asking) return;
      if (timer !== undefined) clearTimer(timer);
      void run();
    },
  };
}
