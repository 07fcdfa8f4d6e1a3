import { describe, expect, it, vi } from 'vitest';
import {
  HOLD_MAX_MS,
  HOLD_REDRAW_MS,
  HOLD_SETTLED_FRAMES,
  HOLD_SETTLED_MS,
  type HoldClock,
  holdFeedPosition,
} from './restore-hold';

/** A page whose post sits at `postTop - scrollY`, with frames run by hand, 16 ms apart. */
function page(options: { postTop: number | null; scrollY?: number }) {
  let now = 0;
  let scrollY = options.scrollY ?? 0;
  let postTop = options.postTop;
  const frames: Array<() => void> = [];
  const events = new EventTarget();
  const post = {
    getBoundingClientRect: () => ({ top: (postTop ?? 0) - scrollY }) as DOMRect,
  } as HTMLElement;
  const clock: HoldClock = {
    now: () => now,
    frame: (callback) => frames.push(callback),
    cancelFrame: () => {
      frames.length = 0;
    },
    scrollBy: (dy) => {
      scrollY += dy;
    },
    target: events,
  };
  return {
    clock,
    events,
    find: () => (postTop === null ? null : post),
    setPostTop: (top: number | null) => {
      postTop = top;
    },
    scrollY: () => scrollY,
    /** Runs `count` frames, `every` ms apart (16 on a quiet machine; far more on a busy one). */
    runFrames(count: number, every = 16) {
      for (let i = 0; i < count; i++) {
        const next = frames.shift();
        if (!next) return;
        now += every;
        next();
      }
    },
    pending: () => frames.length,
  };
}

describe('holding the post that was on top, back in a virtual feed', () => {
  it('scrolls the post back to its old place, and again when the posts above it change height', () => {
    // The shell restored a pixel offset from before a post above was deleted: 137 px off.
    const view = page({ postTop: 1_000, scrollY: 800 });
    const onDone = vi.fn();
    holdFeedPosition({ find: view.find, top: 63, redraw: vi.fn(), onDone }, view.clock);
    view.runFrames(1);
    expect(view.scrollY()).toBe(937);
    // A post above it is drawn 40 px taller than the list estimated: held again.
    view.setPostTop(1_040);
    view.runFrames(1);
    expect(view.scrollY()).toBe(977);
    expect(onDone).not.toHaveBeenCalled();
    view.runFrames(Math.ceil(HOLD_SETTLED_MS / 16) + 1);
    expect(onDone).toHaveBeenCalledWith(true);
    expect(view.pending()).toBe(0);
  });

  it('on a starved page, waits for enough still frames as well as the time before letting go', () => {
    const view = page({ postTop: 400 });
    const onDone = vi.fn();
    holdFeedPosition({ find: view.find, top: 0, redraw: vi.fn(), onDone }, view.clock);
    // Four frames a second: 800 ms pass in a few frames, while the list is still drawing.
    view.runFrames(1, 250);
    expect(view.scrollY()).toBe(400);
    view.runFrames(4, 250);
    expect(onDone).not.toHaveBeenCalled();
    // A post above is drawn at last, 60 px taller: still held, and counted again from there.
    view.setPostTop(460);
    view.runFrames(1, 250);
    expect(view.scrollY()).toBe(460);
    view.runFrames(HOLD_SETTLED_FRAMES - 1, 250);
    expect(onDone).not.toHaveBeenCalled();
    view.runFrames(1, 250);
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('asks the list to draw the post while it is not in the document', () => {
    const view = page({ postTop: null });
    const redraw = vi.fn();
    holdFeedPosition({ find: view.find, top: 0, redraw }, view.clock);
    view.runFrames(Math.ceil(HOLD_REDRAW_MS / 16));
    expect(redraw).toHaveBeenCalledTimes(1);
    view.setPostTop(500);
    view.runFrames(1);
    expect(view.scrollY()).toBe(500);
  });

  it('gives way to the reader at once', () => {
    const view = page({ postTop: 300 });
    const onDone = vi.fn();
    holdFeedPosition({ find: view.find, top: 0, redraw: vi.fn(), onDone }, view.clock);
    view.runFrames(1);
    expect(view.scrollY()).toBe(300);
    view.events.dispatchEvent(new Event('wheel'));
    expect(onDone).toHaveBeenCalledWith(false);
    view.setPostTop(600);
    view.runFrames(5);
    expect(view.scrollY()).toBe(300);
  });

  it('lets go after its longest time on a page that keeps moving, and when stopped', () => {
    const view = page({ postTop: 0 });
    const onDone = vi.fn();
    holdFeedPosition({ find: view.find, top: 10, redraw: vi.fn(), onDone }, view.clock);
    let top = 0;
    for (let frame = 0; frame < HOLD_MAX_MS / 16 + 2; frame++) {
      top += 5;
      view.setPostTop(top);
      view.runFrames(1);
    }
    expect(onDone).toHaveBeenCalledWith(false);
    expect(view.pending()).toBe(0);

    const other = page({ postTop: 0 });
    const stopped = vi.fn();
    const stop = holdFeedPosition(
      { find: other.find, top: 10, redraw: vi.fn(), onDone: stopped },
      other.clock,
    );
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(other.pending()).toBe(0);
  });
});
