import { type RefObject, useEffect } from 'react';

/** Where a column sticks below the top bar when it fits in the window. */
const TOP_BAR_PX = 64;

/**
 * Keeps a sticky side column's lower part reachable: a column taller than the window sticks by its
 * bottom edge instead of its top (its `top` becomes the window's height less its own), so it
 * scrolls with the page until its last entry is in view and then holds. The column is never made a
 * scroll box of its own: that would clip the popovers its panels open (the emoji picker, menus).
 * `shown` is whether the column is drawn at all (the layout can take it away and bring it back).
 */
export function useStickyColumn(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const column = ref.current;
    if (!shown || !column) return;
    const place = () => {
      const top = Math.min(TOP_BAR_PX, window.innerHeight - column.offsetHeight);
      column.style.setProperty('--column-top', `${top}px`);
    };
    place();
    // The new top is written on the next frame, not inside the observer's callback: a layout change
    // made there is reported by Firefox and WebKit as a "ResizeObserver loop" page error.
    let frame = 0;
    const placeNextFrame = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(placeNextFrame) : null;
    observer?.observe(column);
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [ref, shown]);
}
