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

export function useScrollRules(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const first = useRef(true);

  // Remember where the reader was on the page being left.
  useEffect(() => {
    const key = location.key;
    const map = positions.current;
    return () => {
      map.set(key, window.scrollY);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = scrollTargetFor(location.pathname, navigationType, positions.current.get(location.key));
    if (target !== null) window.scrollTo?.(0, target);
  }, [location.key, location.pathname, navigationType]);
}
