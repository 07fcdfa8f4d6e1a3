import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DRAW_POSTS, resetFirstDraw, shownTimelineState, takeFirstDraw } from './first-draw';

const state = (count: number) => ({ ids: Array.from({ length: count }, (_, i) => String(i)) });

describe('the page’s first feed', () => {
  afterEach(() => resetFirstDraw(true));

  it('draws a screenful first, once per page, only when there is more than that', () => {
    resetFirstDraw(true);
    expect(takeFirstDraw(FIRST_DRAW_POSTS)).toBe(false);
    expect(takeFirstDraw(20)).toBe(true);
    expect(takeFirstDraw(20)).toBe(false);
  });

  it('is not staged after a reload or a return through history', () => {
    resetFirstDraw(false);
    expect(takeFirstDraw(20)).toBe(false);
  });

  it('shows its first posts from the live state, not the deferred one', () => {
    resetFirstDraw(true);
    const live = state(20);
    const deferred = state(0);
    expect(shownTimelineState(live, deferred)).toBe(live);
  });

  it('shows the deferred state otherwise: posts already shown, nothing arrived, or the first feed drawn', () => {
    resetFirstDraw(true);
    const shown = state(20);
    expect(shownTimelineState(state(40), shown)).toBe(shown);
    const empty = state(0);
    expect(shownTimelineState(state(0), empty)).toBe(empty);
    takeFirstDraw(20);
    const later = state(0);
    expect(shownTimelineState(state(20), later)).toBe(later);
    resetFirstDraw(false);
    expect(shownTimelineState(state(20), later)).toBe(later);
  });
});
