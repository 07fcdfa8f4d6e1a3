import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The sidebar's place for a signed-in reader's user card and post form. They are drawn after the
 * first screen (after-first-screen.tsx), and arriving they pushed the navigation below them down
 * by their whole height (about 560 px in the default theme): a layout shift, and a click on the
 * navigation at that moment could land on nothing. So the place keeps the height they took at the
 * last start in this browser until they have drawn, and then lets go of it. A first start in a
 * browser reserves nothing (there is no height to go by).
 */
export const USER_PANEL_HEIGHT_KEY = 'murmur:user-panel-height';
/** How long their height must hold still to count as drawn (the two pieces arrive apart). */
export const USER_PANEL_SETTLE_MS = 1000;
/** Drawn pieces this much shorter than the place still fill it (a line less in the card). */
const FILLED_WITHIN_PX = 24;
/** The longest the place is held: pieces that stay smaller (a shorter profile) no longer leave a gap. */
export const USER_PANEL_HOLD_MS = 10_000;

function storedHeight(): number | null {
  try {
    const value = Number(localStorage.getItem(USER_PANEL_HEIGHT_KEY));
    // A layout hint only: anything but a plausible height reserves nothing.
    return Number.isFinite(value) && value > 0 && value < 4000 ? value : null;
  } catch {
    return null;
  }
}

function storeHeight(height: number): void {
  try {
    localStorage.setItem(USER_PANEL_HEIGHT_KEY, String(Math.round(height)));
  } catch {
    // Storage full or refused: the next start reserves nothing, as a first one.
  }
}

export function UserPanelArea({ children }: { children: ReactNode }) {
  const contents = useRef<HTMLDivElement>(null);
  // The place held at the first draw (a stored height never changes during the page's life).
  const [held] = useState(storedHeight);
  const [reserved, setReserved] = useState(held);

  useEffect(() => {
    const box = contents.current;
    if (!box || typeof ResizeObserver !== 'function') return;
    let settle = 0;
    let done = false;
    let last = 0;
    const release = (height: number) => {
      if (done) return;
      done = true;
      if (height > 0) storeHeight(height);
      setReserved(null);
      observer.disconnect();
    };
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
      if (height <= 0) return;
      last = height;
      window.clearTimeout(settle);
      // Let go once the pieces fill the place and hold still; pieces that stay smaller keep it
      // until the hold ends, so the navigation moves once, not down, up and down again.
      if (held === null || height >= held - FILLED_WITHIN_PX)
        settle = window.setTimeout(() => release(height), USER_PANEL_SETTLE_MS);
    });
    observer.observe(box);
    const hold = window.setTimeout(() => release(last), USER_PANEL_HOLD_MS);
    return () => {
      window.clearTimeout(settle);
      window.clearTimeout(hold);
      observer.disconnect();
    };
  }, [held]);

  return (
    <div className="user-panel" style={reserved === null ? undefined : { minHeight: `${reserved}px` }}>
      <div ref={contents}>{children}</div>
    </div>
  );
}
