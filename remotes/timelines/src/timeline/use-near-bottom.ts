import { LOAD_MORE_TRIGGER_PX, OLDER_FETCH_DEBOUNCE_MS } from '@murmur/shared';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Spec 2 sections 4 and 9: calls `onNear` while the sentinel is within 750 px of the viewport's
 * bottom and `enabled` is true, at most once per second (the older-fetch debounce). Does nothing
 * where IntersectionObserver does not exist; the explicit 'load older' button works everywhere.
 */
export function useNearBottom(sentinel: RefObject<HTMLElement | null>, enabled: boolean, onNear: () => void) {
  const callback = useRef(onNear);
  callback.current = onNear;
  const lastCall = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      timer = undefined;
      lastCall.current = Date.now();
      callback.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (!near) {
          clearTimeout(timer);
          timer = undefined;
          return;
        }
        if (timer !== undefined) return;
        const wait = Math.max(0, lastCall.current + OLDER_FETCH_DEBOUNCE_MS - Date.now());
        timer = setTimeout(fire, wait);
      },
      { rootMargin: `0px 0px ${LOAD_MORE_TRIGGER_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [sentinel, enabled]);
}
