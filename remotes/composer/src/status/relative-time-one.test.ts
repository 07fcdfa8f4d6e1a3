import { describe, expect, it } from 'vitest';
import { oneWithoutCount } from './relative-time';

describe('oneWithoutCount', () => {
  it('drops a bracketed 1 after a word that says one', () => {
    expect(oneWithoutCount('לפני דקה (1)', -1)).toBe('לפני דקה');
    expect(oneWithoutCount(new Intl.RelativeTimeFormat('he').format(-1, 'minute'), -1)).not.toContain('(1)');
  });
  it('leaves other counts and other texts as they are', () => {
    expect(oneWithoutCount('לפני 2 דקות', -2)).toBe('לפני 2 דקות');
    expect(oneWithoutCount('1 minute ago', -1)).toBe('1 minute ago');
  });
});
