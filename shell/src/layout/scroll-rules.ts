import { matchRoute } from '@murmur/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What a navigation does to the scroll position (spec 1 section 2): the no-scroll routes
 * (conversation, user profiles) keep it; going back or forward restores where the reader was;
 * any other navigation goes to the top.
 */
export function scrollTargetFor(
  pathname: string,
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  saved: number | undefined,
): number | null {
  if (matchRoute(pathname)?.route.noScrollReset) return null;
  if (navigationType === 'POP' && saved !== undefined) return saved;
  return 0;
}

/**
 * Where the reader was on each history entry, kept while they scroll. Reading the offset as the
 * entry is left would be too late: the next screen has replaced this one by then, and the window's
 * offset is already that screen's (a thread shorter than the window is at 0). Coming back then put
 * the reader at the top for the ~100 ms until the browser's own restoration jumped them down.
 */
export class ScrollPositions {
  private readonly positions = new Map<string, number>();
  private active: string | null = null;

  /** The entry on show from now on: offsets are recorded for it alone. */
  enter(key: string): void {
    this.active = key;
  }

  /** Records `offset` for `key`, unless another entry is on show by now. */
  record(key: string, offset: number): void {
    if (this.active !== key) return;
    this.positions.delete(key);
    this.positions.set(key, offset);
    // A session's history is long-lived but finite: the oldest entries go first.
    if (this.positions.size > SCROLL_POSITIONS_KEPT) {
      this.positions.delete(this.positions.keys().next().value as string);
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }
}

/** History entries whose scroll offset is kept. */
export const SCROLL_POSITIONS_KEPT = 200;

export function useScrollRules(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  positions.current ??= new ScrollPositions();
  const first = useRef(true);

  // Runs in the commit that shows the entry, before any scroll event of the new screen is
  // dispatched, so a late event cannot record the new screen's offset under the old entry.
  useLayoutEffect(() => {
    const kept = positions.current as ScrollPositions;
    kept.enter(location.key);
    if (first.current) {
      first.current = false;
    } else {
      const target = scrollTargetFor(location.pathname, navigationType, kept.get(location.key));
      if (target !== null) window.scrollTo?.(0, target);
    }
    kept.record(location.key, window.scrollY);
  }, [location.key, location.pathname, navigationType]);

  // Remember where the reader is on the page on show, once a frame at most.
  useEffect(() => {
    const key = location.key;
    const kept = positions.current as ScrollPositions;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        kept.record(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [location.key]);
}
