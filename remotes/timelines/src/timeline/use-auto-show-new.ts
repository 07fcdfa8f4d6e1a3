import { AUTO_SHOW_NEW_WITHIN_PX, usePreference } from '@murmur/shared/core';
import { useCallback, useEffect, useRef } from 'react';

export interface AutoShowNew {
  /** How many new statuses wait behind the button (the live store state, not the deferred one). */
  pending: number;
  /** 20 or more wait: showing them would clear the timeline and fetch it again. */
  flushQueued: boolean;
  /** Shows what waits (with the click block that protects a post moved under the pointer). */
  showNew: () => void;
  /**
   * The screen was come back to through history (back, forward, a reload): the reader is put back
   * where they were, which the page may not have reached when a status arrives (a virtual feed
   * scrolls there only once its posts are measured, and until then the page is at the top). It
   * starts paused, so an arrival cannot cut the feed to its newest posts under the reader.
   */
  returning?: boolean;
}

/**
 * Spec 2 section 4: with the streaming preference on, new statuses appear by themselves while the
 * page is within 15 px of the top, the timeline is not paused, and the tab is not hidden with
 * pause-on-unfocused on. Otherwise the timeline becomes paused and they wait behind the button
 * until the reader shows them, which unpauses. As in Akkoma-FE, this is decided when the pending
 * count changes, and 'paused' belongs to the screen: a reader who scrolled away and came back to
 * the top still shows new statuses themselves once.
 *
 * With a flush queued the timeline pauses instead: showing would empty it and fetch it afresh,
 * which must not happen behind the reader's back (what they were reading vanishes for a moment,
 * and a failed fetch would leave them an empty feed). The 'Reload' button is theirs to press.
 *
 * Focus is not moved: only a show by the reader takes it to the first new post. Returns the show
 * for the reader (button or '.'), which unpauses.
 */
export function useAutoShowNew({
  pending,
  flushQueued,
  showNew,
  returning = false,
}: AutoShowNew): () => void {
  const streaming = usePreference('streaming');
  const pauseOnUnfocused = usePreference('pauseOnUnfocused');
  const paused = useRef(returning);
  const latest = useRef({ flushQueued, showNew, streaming, pauseOnUnfocused });
  latest.current = { flushQueued, showNew, streaming, pauseOnUnfocused };
  const seen = useRef<number | null>(null);

  useEffect(() => {
    const before = seen.current;
    seen.current = pending;
    // Only a change counts. On mount (coming back to a timeline whose posts waited) the list is
    // left as it was, so that the position restored on 'back' still finds the same posts.
    if (before === null || before === pending) return;
    const now = latest.current;
    if (pending === 0 || !now.streaming) return;
    const atTop = window.scrollY < AUTO_SHOW_NEW_WITHIN_PX;
    const hiddenAndPausing = now.pauseOnUnfocused && document.visibilityState === 'hidden';
    if (atTop && !paused.current && !hiddenAndPausing && !now.flushQueued) now.showNew();
    else paused.current = true;
  }, [pending]);

  return useCallback(() => {
    paused.current = false;
    latest.current.showNew();
  }, []);
}
