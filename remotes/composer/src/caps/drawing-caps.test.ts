import { describe, expect, it } from 'vitest';
import { drawnCount, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP } from './drawing-caps';

describe('what a post may ask the page to draw', () => {
  it('draws the first few, then one step per request, never past the total', () => {
    expect(drawnCount(5_000, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP, 0)).toBe(20);
    expect(drawnCount(5_000, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP, 1)).toBe(220);
    expect(drawnCount(5_000, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP, 100)).toBe(5_000);
    expect(drawnCount(4, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP, 0)).toBe(4);
    expect(drawnCount(30, 20, 200, -3)).toBe(20);
  });
});
