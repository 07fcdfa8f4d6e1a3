import { bus, useFrontendConfig, usePreference, useSession } from '@murmur/shared/core';
import { SquarePen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWindowSize } from './layout-type';
import { layoutMessages as m } from './messages';
import { useChosen } from './use-chosen';

/** Scroll handling of the floating button is throttled to this (spec 1 section 4). */
export const NEW_POST_SCROLL_THROTTLE_MS = 100;

/** An on-screen keyboard is probably open (spec 1 section 4). */
export function keyboardProbablyOpen(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width < 450 && height < 560);
}

/**
 * Whether the floating new-post button hides. Scrolling down hides it only with spec 3's
 * `autohideFloatingPostButton` (on unless the reader turns it off, as spec 1 describes the button).
 */
export function newPostButtonHidden(options: {
  width: number;
  height: number;
  scrollingDown: boolean;
  alwaysShow: boolean;
  autohide?: boolean;
}): boolean {
  if (options.alwaysShow) return false;
  if (keyboardProbablyOpen(options.width, options.height)) return true;
  return (options.autohide ?? true) && options.scrollingDown;
}

/**
 * True while the reader scrolls down: checked at most every 100 ms; scrolling up, or stopping for
 * 100 ms, makes it false again.
 */
export function useScrollingDown(throttleMs = NEW_POST_SCROLL_THROTTLE_MS): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let lastCheck = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      lastCheck = Date.now();
      const now = window.scrollY;
      if (now !== last) setDown(now > last);
      last = now;
    };
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - lastCheck);
      if (wait <= 0) check();
      else if (!pending) {
        pending = setTimeout(() => {
          pending = undefined;
          check();
        }, wait);
      }
      clearTimeout(stop);
      stop = setTimeout(() => {
        last = window.scrollY;
        setDown(false);
      }, throttleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(pending);
      clearTimeout(stop);
    };
  }, [throttleMs]);
  return down;
}

/**
 * The floating new-post button of the mobile layout (on a desktop too with
 * `alwaysShowNewPostButton`, as Akkoma-FE does): asks for the post-form modal.
 */
export function NewPostButton() {
  const intl = useIntl();
  const session = useSession();
  const config = useFrontendConfig();
  const { width, height } = useWindowSize();
  const scrollingDown = useScrollingDown();
  const alwaysShow = useChosen('alwaysShowNewPostButton', config.alwaysShowNewPostButton);
  const autohide = usePreference('autohideFloatingPostButton');
  if (session.kind !== 'user') return null;
  const hidden = newPostButtonHidden({
    width,
    height,
    scrollingDown,
    alwaysShow,
    autohide,
  });
  return (
    <button
      type="button"
      className={`new-post-button${hidden ? ' new-post-button--hidden' : ''}`}
      aria-label={intl.formatMessage(m.newPost)}
      tabIndex={hidden ? -1 : 0}
      aria-hidden={hidden || undefined}
      onClick={() => bus.emit({ type: 'modal/requested', modal: 'post-form' })}
    >
      <SquarePen size={24} aria-hidden="true" />
    </button>
  );
}
