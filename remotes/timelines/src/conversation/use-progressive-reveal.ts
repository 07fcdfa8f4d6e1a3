import { startTransition, useEffect, useState } from 'react';
import { CHUNK, FIRST_CHUNK, nextChunk } from './reveal-plan';

/**
 * The statuses of `order` to render now: the first chunk at once, then one chunk more after each
 * commit until all are there. Each later chunk is a transition, so React renders it in slices and
 * the browser paints and answers input between chunks. A status once revealed stays so; those a
 * toggle or a dive brings into view later arrive in chunks too. While `complete` is false (only the
 * opened status is known, its context is on its way) the thread is still opening.
 */
export function useProgressiveReveal(
  order: readonly string[],
  complete = true,
): {
  revealed: ReadonlySet<string>;
  opening: boolean;
} {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set(order.slice(0, FIRST_CHUNK)));
  // True until the thread was whole once (its last chunk included).
  const [opening, setOpening] = useState(true);
  // After each commit (revealed changed), the next chunk, until the order is whole.
  useEffect(() => {
    if (nextChunk(order, revealed, 1).length === 0) {
      if (complete) setOpening(false);
      return;
    }
    startTransition(() =>
      setRevealed((current) => new Set([...current, ...nextChunk(order, current, CHUNK)])),
    );
  }, [order, revealed, complete]);
  return { revealed, opening };
}
