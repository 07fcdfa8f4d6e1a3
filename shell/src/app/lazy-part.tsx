import { bus, SlotError } from '@murmur/shared/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A piece of the shell whose code is a chunk of its own, fetched when it is first needed (or when
 * the reader shows the intent, `preload`) rather than with the first screen (issue 40, decision
 * 0250). One fetch at a time; a failed fetch is forgotten, so the next attempt asks again.
 */
export interface LazyPart<M> {
  /** Fetches the chunk (once; again after a failure) and resolves to its module. */
  load(): Promise<M>;
  /** The module when it has arrived, else null: a part already here draws at once, with no pending frame. */
  loaded(): M | null;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** Fetches a part ahead without waiting; a failure is the drawing's concern, when it asks again. */
export function preloadPart(part: LazyPart<unknown>): void {
  part.load().catch(() => undefined);
}

export interface LazyProps<M> {
  part: LazyPart<M>;
  /** What the part draws once its module is here. */
  children: (module: M) => ReactNode;
  /**
   * What shows while it is fetched: nothing by default, for a piece that takes no room until it is
   * drawn (a closed drawer, a modal, a corner of the top bar that is already there for a visitor).
   */
  pending?: ReactNode;
  /** What shows when the fetch failed, with a Retry that fetches again; the spec's generic error by default. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * Draws a lazy part: at once when its module is here already, else `pending` until it arrives, and a
 * worded error with Retry if it cannot be fetched (never a blank space that stays blank).
 */
export function Lazy<M>({ part, children, pending = null, failed }: LazyProps<M>) {
  const [module, setModule] = useState<{ current: M } | null>(() => {
    const here = part.loaded();
    return here ? { current: here } : null;
  });
  const [failure, setFailure] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (module) return;
    let live = true;
    part.load().then(
      (arrived) => {
        if (live) setModule({ current: arrived });
      },
      (error: unknown) => {
        console.error('[murmur] a part of the page could not be loaded', error);
        if (live) setFailure(true);
      },
    );
    return () => {
      live = false;
    };
  }, [part, module, attempt]);
  if (module) return children(module.current);
  if (failure) {
    const retry = () => {
      setFailure(false);
      setAttempt((n) => n + 1);
    };
    return failed ? failed(retry) : <SlotError onRetry={retry} />;
  }
  return pending;
}

/** Raises the spec's generic error as a notice with Retry, which fetches the part again. */
function raiseLoadFailure(retry: () => void): void {
  bus.emit({
    type: 'notice/raised',
    level: 'error',
    messageKey: 'general.generic_error',
    timeoutMs: 0,
    action: { messageKey: 'general.retry', run: retry },
  });
}

/** For a part that draws nothing (a listener): its failure is said by a notice with Retry. */
export function FailedAsNotice({ retry }: { retry: () => void }) {
  const latest = useRef(retry);
  latest.current = retry;
  // Once per failure (this unmounts when Retry starts another attempt), whatever redraws meanwhile.
  useEffect(() => raiseLoadFailure(() => latest.current()), []);
  return null;
}

/**
 * Runs `start` with a part's module, for the work that draws nothing (the streaming link): a fetch
 * that fails raises the spec's generic error as a notice with Retry, which fetches again.
 * Returns a stopper, which also stops what `start` returned.
 */
export function runPart<M>(part: LazyPart<M>, start: (module: M) => (() => void) | undefined): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  const attempt = () => {
    part.load().then(
      (module) => {
        if (!stopped) stop = start(module);
      },
      (error: unknown) => {
        console.error('[murmur] a part of the page could not be loaded', error);
        if (!stopped) raiseLoadFailure(attempt);
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    stop?.();
  };
}
