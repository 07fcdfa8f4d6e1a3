import { describe, expect, it } from 'vitest';
import {
  feedPosition,
  focusedPostIndex,
  saveFeedPosition,
  saveFocusedPost,
  topmostPost,
} from './feed-positions';

function article(posinset: number, top: number, height = 100): HTMLElement {
  const element = document.createElement('article');
  element.setAttribute('aria-posinset', String(posinset));
  element.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
  return element;
}

describe('feed positions', () => {
  it('finds the first post still showing at the top of the window', () => {
    expect(topmostPost([article(1, -300), article(2, -200), article(3, -40), article(4, 60)])).toEqual({
      index: 2,
      top: -40,
    });
    expect(topmostPost([])).toBeUndefined();
  });
  it('gives a position back for its history entry, at the post that was on top wherever it is now', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `s${i}`);
    saveFeedPosition('entry-1', ids, { index: 89, top: -12 });
    expect(feedPosition('entry-1', ids)).toEqual({ index: 89, top: -12 });
    // Two posts above it deleted (another reader's, on the stream): the same post, two places up.
    const twoGone = ids.filter((id) => id !== 's3' && id !== 's40');
    expect(feedPosition('entry-1', twoGone)).toEqual({ index: 87, top: -12 });
    // That post itself deleted: the same place, where the next one now is.
    const itselfGone = ids.filter((id) => id !== 's89');
    expect(feedPosition('entry-1', itselfGone)).toEqual({ index: 89, top: -12 });
    expect(feedPosition('entry-1', ids.slice(0, 20))).toEqual({ index: 19, top: -12 });
    expect(feedPosition('entry-1', [])).toBeUndefined();
    expect(feedPosition('entry-2', ids)).toBeUndefined();
  });

  it('remembers the post that held the focus on an entry, wherever it is now', () => {
    const ids = ['a', 'b', 'c', 'd'];
    saveFocusedPost('entry-3', 'c');
    expect(focusedPostIndex('entry-3', ids)).toBe(2);
    // A post above it went: the same post, one place up.
    expect(focusedPostIndex('entry-3', ['b', 'c', 'd'])).toBe(1);
    // It went itself: no focus to give back.
    expect(focusedPostIndex('entry-3', ['a', 'b', 'd'])).toBeUndefined();
    expect(focusedPostIndex('entry-4', ids)).toBeUndefined();
  });
});
