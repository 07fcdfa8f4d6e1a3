import { describe, expect, it } from 'vitest';
import { mascotUrl } from './mascot';

describe('mascotUrl', () => {
  it('takes an http(s) or local picture from Pleroma’s reply and nothing else', () => {
    expect(mascotUrl({ url: 'https://a.example/fox.png', type: 'image' })).toBe('https://a.example/fox.png');
    expect(mascotUrl({ url: '/images/fox.png' })).toBe('/images/fox.png');
    expect(mascotUrl({ url: 'javascript:alert(1)' })).toBeNull();
    expect(mascotUrl({ url: 42 })).toBeNull();
    expect(mascotUrl(null)).toBeNull();
  });
});
