import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index';

describe('media viewer positions', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
