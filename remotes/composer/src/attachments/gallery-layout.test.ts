import type { Attachment } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { galleryScore, isLongGallery } from './gallery-layout';

const of = (...types: string[]) => types.map((type, i) => ({ id: String(i), type }) as unknown as Attachment);

describe('gallery layout score (spec 3 section 9)', () => {
  it('counts pictures as 1/(count+0.6) each, so pictures alone never make a long gallery', () => {
    expect(galleryScore(of('image'))).toBeCloseTo(1 / 1.6);
    expect(isLongGallery(of(...Array(16).fill('image')))).toBe(false);
  });

  it('counts audio as 1/4 and other files as 1/8', () => {
    expect(galleryScore(of('audio', 'audio'))).toBeCloseTo(0.5);
    expect(galleryScore(of('unknown'))).toBeCloseTo(0.125);
  });

  it('is long past a score of 1', () => {
    expect(isLongGallery(of('image', 'image', 'audio', 'audio'))).toBe(true);
    expect(isLongGallery(of('audio', 'audio', 'audio', 'audio'))).toBe(false);
    expect(isLongGallery(of('audio', 'audio', 'audio', 'audio', 'unknown'))).toBe(true);
  });
});
