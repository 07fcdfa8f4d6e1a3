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
    // The column's height as last measured. The first reading comes from the ResizeObserver, which
    // reports once the page is laid out anyway: reading `offsetHeight` when the column mounts would
    // force a layout of the whole page in the middle of the start (about 66 ms on a phone).
    let height: number | null = null;
    const place = () => {
      if (height === null) return;
      column.style.setProperty('--column-top', `${Math.min(TOP_BAR_PX, window.innerHeight - height)}px`);
    };
    // The new top is written on the next frame, not inside the observer's callback: a layout change
    // made there is reported by Firefox and WebKit as a "ResizeObserver loop" page error.
    let frame = 0;
    const placeNextFrame = (entries: ResizeObserverEntry[]) => {
      const entry = entries[entries.length - 1];
      const box = entry?.borderBoxSize?.[0];
      height = box ? box.blockSize : column.offsetHeight;
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
    };
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(placeNextFrame);
      observer.observe(column);
    } else {
      height = column.offsetHeight;
      place();
    }
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [ref, shown]);
}
