import {
  type FrontendConfig,
  MOBILE_BREAKPOINT,
  useFrontendConfig,
  useSession,
  WIDE_BREAKPOINT,
} from '@murmur/shared/core';
import { useSyncExternalStore } from 'react';
import { useChosen } from './use-chosen';

export type LayoutType = 'mobile' | 'normal' | 'wide';

/**
 * The layout for a window width (spec 1 section 2): mobile at 800 px or less; wide from 1280 px,
 * only for a signed-in user with the third column on; normal otherwise.
 */
export function layoutFor(
  width: number,
  options: { loggedIn: boolean; thirdColumnMode: FrontendConfig['thirdColumnMode'] },
): LayoutType {
  if (width <= MOBILE_BREAKPOINT) return 'mobile';
  if (width >= WIDE_BREAKPOINT && options.loggedIn && options.thirdColumnMode !== 'none') return 'wide';
  return 'normal';
}

function subscribeToResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useWindowSize(): { width: number; height: number } {
  const width = useSyncExternalStore(subscribeToResize, () => window.innerWidth);
  const height = useSyncExternalStore(subscribeToResize, () => window.innerHeight);
  return { width, height };
}

export function useLayoutType(): LayoutType {
  const { width } = useWindowSize();
  const session = useSession();
  const config = useFrontendConfig();
  const thirdColumnMode = useChosen('thirdColumnMode', config.thirdColumnMode);
  return layoutFor(width, { loggedIn: session.kind === 'user', thirdColumnMode });
}

/**
 * Whether the sidebar goes to the right (spec 1 section 2): the sidebarRight setting, reversed
 * again in the wide layout unless the third column shows notifications (as Akkoma-FE does).
 */
export function sidebarOnRight(
  layout: LayoutType,
  options: { sidebarRight: boolean; thirdColumnMode: FrontendConfig['thirdColumnMode'] },
): boolean {
  if (layout !== 'wide' || options.thirdColumnMode === 'notifications') return options.sidebarRight;
  return !options.sidebarRight;
}
