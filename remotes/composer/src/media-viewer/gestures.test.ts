import { describe, expect, it } from 'vitest';
import { pinchZoom, releaseOf, settledZoom } from './gestures';

describe('media viewer gestures (spec 3 sections 2 and 9)', () => {
  it('a swipe longer than a quarter of the window moves on; left is next, right is previous', () => {
    expect(releaseOf(-260, 10, 1000)).toBe('next');
    expect(releaseOf(260, -10, 1000)).toBe('previous');
    expect(releaseOf(-240, 0, 1000)).toBe('none');
  });

  it('a release without movement is a tap; a mostly vertical drag is neither', () => {
    expect(releaseOf(3, 4, 1000)).toBe('tap');
    expect(releaseOf(-300, 400, 1000)).toBe('none');
  });

  it('pinch zoom follows the fingers, never below 1, and springs back under 1.2', () => {
    expect(pinchZoom(1, 100, 250)).toBe(2.5);
    expect(pinchZoom(2, 200, 50)).toBe(1);
    expect(settledZoom(1.19)).toBe(1);
    expect(settledZoom(1.2)).toBe(1.2);
  });
});
