import { type RefObject, useEffect } from 'react';

export type SwipeDirection = 'left' | 'right';

/**
 * The horizontal swipe a touch made, if it went at least `threshold` px sideways and more
 * sideways than up or down (a vertical scroll is not a swipe).
 */
export function swipeOf(
  start: { x: number; y: number },
  end: { x: number; y: number },
  threshold: number,
): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * `direction` as written for left-to-right, turned for the page's reading direction: in Arabic and
 * Hebrew the drawers stand on the mirrored side, so the swipe that closes them is mirrored too.
 */
export function inReadingDirection(direction: SwipeDirection, dir: string): SwipeDirection {
  if (dir !== 'rtl') return direction;
  return direction === 'left' ? 'right' : 'left';
}

/**
 * Calls `onSwipe` when a touch on the element swipes `direction` (written for left-to-right, and
 * mirrored on a right-to-left page) by `threshold` px or more.
 */
export function useSwipe(
  ref: RefObject<HTMLElement | null>,
  direction: SwipeDirection,
  threshold: number,
  onSwipe: () => void,
  enabled = true,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let start: { x: number; y: number } | null = null;
    let last: { x: number; y: number } | null = null;
    const point = (event: TouchEvent) => {
      const touch = event.touches[0] ?? event.changedTouches[0];
      return touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onStart = (event: TouchEvent) => {
      start = point(event);
      last = start;
    };
    const onMove = (event: TouchEvent) => {
      last = point(event) ?? last;
    };
    const onEnd = (event: TouchEvent) => {
      const end = point(event) ?? last;
      const wanted = inReadingDirection(direction, document.documentElement.dir);
      if (start && end && swipeOf(start, end, threshold) === wanted) onSwipe();
      start = null;
      last = null;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
    };
  }, [ref, direction, threshold, onSwipe, enabled]);
}
