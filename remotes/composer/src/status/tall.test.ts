import { describe, expect, it } from 'vitest';
import { isTallContent } from './tall';

describe('tall posts (spec 3 section 9)', () => {
  it('counts lines plus length over 80 against 20', () => {
    expect(isTallContent('<p>short</p>')).toBe(false);
    expect(isTallContent(`<p>${'a'.repeat(1500)}</p>`)).toBe(false);
    expect(isTallContent(`<p>${'a'.repeat(1700)}</p>`)).toBe(true);
    expect(isTallContent('<p>x</p>'.repeat(21))).toBe(true);
    expect(isTallContent(`<p>${'line<br>'.repeat(20)}</p>`)).toBe(true);
  });
});
