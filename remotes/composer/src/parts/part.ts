// What a post draws only sometimes (a poll, a quote, a link card, reactions, the signed-in actions)
// is a chunk of its own, fetched when a post first needs it (issue 40, decision 0255). A post that
// needs a part not yet here waits for it whole, behind the same placeholder the feed shows while
// the post display loads, so it never appears in pieces and nothing moves inside it.
import { useEffect, useRef, useState } from 'react';

export interface Part<M> {
  /** Fetches the part (once; again after a failure). */
  load(): Promise<M>;
  /** The part if it is here. */
  loaded(): M | undefined;
  /** Why the last load failed, until it is tried again. */
  failure(): { error: unknown } | undefined;
}

const parts: Array<{ forget(): void }> = [];

/** Retry: every part that failed is asked again when next needed. */
export function forgetFailedParts(): void {
  for (const part of parts) part.forget();
}

const loadedListeners = new Set<() => void>();

/** Called whenever a part arrives: a post that failed on a part tries again (see PostPartBoundary). */
export function onPartLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

export function definePart<M>(importer: () => Promise<M>): Part<M> {
  let pending: Promise<M> | null = null;
  let module: M | undefined;
  let failed: { error: unknown } | undefined;
  parts.push({
    forget() {
      if (!failed) return;
      failed = undefined;
      pending = null;
    },
  });
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of [...loadedListeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          // Kept until Retry (forgetFailedParts), so a feed of posts does not ask again and again.
          failed = { error };
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
    failure: () => failed,
  };
}

/** Starts loading `part` without waiting for it (intent: pointer, focus; or an idle moment). */
export function preloadPart(part: Part<unknown>): void {
  if (!part.loaded() && !part.failure()) part.load().catch(() => undefined);
}

/**
 * `part` when `needed`, else undefined. On a post's first draw a missing part suspends it (the
 * post waits whole, its Suspense shows the placeholder); a post already on screen is never taken
 * back to a placeholder (that would flash and lose the focus): it draws without the part until it
 * arrives. A part that fails to load throws to the post's boundary (worded error with Retry).
 * `wait` false: never suspends (the caller reserves the part's room itself).
 */
export function usePart<M>(part: Part<M>, needed: boolean, wait = true): M | undefined {
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
  }, []);
  const [failure, setFailure] = useState<unknown>(null);
  const ready = part.loaded();
  const failed = needed ? part.failure() : undefined;
  if (failed) throw failed.error;
  // Every part a post needs is asked at once, before any of them suspends it.
  const pending = needed && !ready ? part.load() : null;
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      () => live && setArrived((n) => n + 1),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [pending]);
  if (failure) throw failure;
  if (!needed) return undefined;
  if (ready) return ready;
  // A thrown promise (not `use`): React retries the post when it settles, whichever way.
  if (wait && !drawn.current && pending) throw pending.catch(() => undefined);
  return undefined;
}
