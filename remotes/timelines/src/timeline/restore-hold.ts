// Back to a virtual feed, the post that was on top must come back to the same place. Three things
// move it after the virtual list has placed it: the shell's own scroll restoration (a pixel offset
// from before a post above it was deleted) lands first; the list then places the post by heights it
// only estimates for posts it has not drawn; and those posts, once drawn, are taller or shorter
// than the estimate. On a busy machine these land in any order, and the post read before opening
// the thread came back a post's height away, or out of the drawn window altogether. The hold below
// keeps that post where it was, frame by frame, until it has stayed put for a moment or the reader
// moves the page themselves.

/** The post has to stay in place this long before the hold lets go (ms). */
export const HOLD_SETTLED_MS = 800;
/**
 * ...and for this many frames: on a busy machine frames come seldom, and 800 ms could pass in two
 * of them, before the list had drawn and measured the posts around (which then moved the post).
 */
export const HOLD_SETTLED_FRAMES = 12;
/**
 * The hold lasts at most this long (ms) and this many frames, whichever comes later: a page that
 * keeps moving is the reader's again, but a starved page still gets its frames to settle. The
 * reader's own input ends it at once either way.
 */
export const HOLD_MAX_MS = 6_000;
export const HOLD_MAX_FRAMES = 240;
/** A post not drawn this long after the hold began (or after the last ask) is asked for again (ms). */
export const HOLD_REDRAW_MS = 400;

export interface HoldTarget {
  /** The post to keep in place, when the list has drawn it. */
  find: () => HTMLElement | null;
  /** Where its top edge was, relative to the window's top. */
  top: number;
  /** Asks the virtual list to draw the post where it belongs (it is not in the document). */
  redraw: () => void;
  /** Called once, when the hold lets go (settled, the reader moved, or the time ran out). */
  onDone?: (settled: boolean) => void;
}

export interface HoldClock {
  now: () => number;
  frame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  scrollBy: (dy: number) => void;
  /** Where a reader's own input is heard (wheel, touch, keys, pointer). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

const browserClock = (): HoldClock => ({
  now: () => performance.now(),
  frame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  scrollBy: (dy) => window.scrollBy(0, dy),
  target: window,
});

/** What the reader does to move the page: the hold gives way at once. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps `target`'s post at its old place until it has stayed there for HOLD_SETTLED_MS, the reader
 * moves the page, or HOLD_MAX_MS pass. Returns the function that stops it (on unmount).
 */
export function holdFeedPosition(target: HoldTarget, clock: HoldClock = browserClock()): () => void {
  const started = clock.now();
  let stillSince = started;
  let stillFrames = 0;
  let frames = 0;
  let askedAt = started;
  let handle = 0;
  let done = false;

  const finish = (settled: boolean) => {
    if (done) return;
    done = true;
    clock.cancelFrame(handle);
    for (const type of READER_INPUT) clock.target.removeEventListener(type, onInput, true);
    target.onDone?.(settled);
  };
  const onInput = () => finish(false);

  const step = () => {
    if (done) return;
    const now = clock.now();
    frames += 1;
    const post = target.find();
    if (post) {
      const off = post.getBoundingClientRect().top - target.top;
      // Sub-pixel differences are layout rounding, not a move.
      if (Math.abs(off) >= 1) {
        clock.scrollBy(off);
        stillSince = now;
        stillFrames = 0;
      } else if (++stillFrames >= HOLD_SETTLED_FRAMES && now - stillSince >= HOLD_SETTLED_MS) {
        finish(true);
        return;
      }
    } else {
      stillSince = now;
      stillFrames = 0;
      if (now - askedAt >= HOLD_REDRAW_MS) {
        askedAt = now;
        target.redraw();
      }
    }
    if (now - started >= HOLD_MAX_MS && frames >= HOLD_MAX_FRAMES) {
      finish(false);
      return;
    }
    handle = clock.frame(step);
  };

  for (const type of READER_INPUT) clock.target.addEventListener(type, onInput, true);
  handle = clock.frame(step);
  return () => finish(false);
}
