import { LOAD_MORE_TRIGGER_PX, OLDER_FETCH_DEBOUNCE_MS } from '@murmur/shared';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Spec 2 sections 4 and 9: older statuses are fetched when the reader scrolls to within 750 px of
 * the page bottom and nothing is loading, at most once per second (the older-fetch debounce).
 *
 * An IntersectionObserver with a 750 px bottom margin watches a sentinel after the list; a fetch
 * starts only once the reader has scrolled while the sentinel is near, as in the reference client
 * (a short first page does not pull in a second one by itself). Does nothing where
 * IntersectionObserver does not exist; the explicit 'load older' button works everywhere.
 */
export function useNearBottom(sentinel: RefObject<HTMLElement | null>, enabled: boolean, onNear: () => void) {
  const callback = useRef(onNear);
  callback.current = onNear;
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  const scrolled = useRef(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let near = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!near || !scrolled.current || timer !== undefined) return;
      const wait = Math.max(0, lastCall.current + OLDER_FETCH_DEBOUNCE_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        if (!near) return;
        lastCall.current = Date.now();
        scrolled.current = false;
        callback.current();
      }, wait);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        if (near) schedule();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_TRIGGER_PX}px 0px` },
    );
    // Scroll events do not bubble; a capturing listener on the document sees the window's and
    // those of any scrolling container the shell's layout puts the timeline in.
    const onScroll = () => {
      scrolled.current = true;
      schedule();
    };
    observer.observe(element);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [sentinel, enabled]);
}
