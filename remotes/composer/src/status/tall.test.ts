import { describe, expect, it } from 'vitest';
import { contentPreview, HUGE_CONTENT_CHARACTERS, isHugeContent, isTallContent } from './tall';

describe('tall posts (spec 3 section 9)', () => {
  it('counts lines plus length over 80 against 20', () => {
    expect(isTallContent('<p>short</p>')).toBe(false);
    expect(isTallContent(`<p>${'a'.repeat(1500)}</p>`)).toBe(false);
    expect(isTallContent(`<p>${'a'.repeat(1700)}</p>`)).toBe(true);
    expect(isTallContent('<p>x</p>'.repeat(21))).toBe(true);
    expect(isTallContent(`<p>${'line<br>'.repeat(20)}</p>`)).toBe(true);
  });
});

describe('huge content', () => {
  it('is huge above the character limit only', () => {
    expect(isHugeContent('<p>short</p>')).toBe(false);
    expect(isHugeContent(`<p>${'a'.repeat(HUGE_CONTENT_CHARACTERS + 1)}</p>`)).toBe(true);
  });

  it('previews the first 500 characters as text, markup dropped and entities decoded', () => {
    const preview = contentPreview(`<p>Tom &amp; <b>Jerry</b><br>${'x'.repeat(100_000)}</p>`);
    expect(preview.startsWith('Tom & Jerry x')).toBe(true);
    expect(Array.from(preview)).toHaveLength(501);
  });

  it('keeps a cut tag out of the preview', () => {
    expect(contentPreview('<p>hello <img src="https://tracker.example/p.png"')).toBe('hello');
  });
});
