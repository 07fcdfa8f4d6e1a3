import { describe, expect, it } from 'vitest';
import { feedPosition, saveFeedPosition, topmostPost } from './feed-positions';

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
  it('gives a position back for its history entry only while the feed has as many posts', () => {
    saveFeedPosition('entry-1', 100, { index: 89, top: -12 });
    expect(feedPosition('entry-1', 100)).toEqual({ index: 89, top: -12 });
    expect(feedPosition('entry-1', 120)).toBeUndefined();
    expect(feedPosition('entry-2', 100)).toBeUndefined();
  });
});
