import { describe, expect, it } from 'vitest';
import { hashForTab, tabFromHash, visibleTabs } from './profile-tabs';

describe('profile tabs and stats', () => {
  it('keeps the tab in the hash, the statuses tab without one', () => {
    expect(tabFromHash('#media')).toBe('media');
    expect(tabFromHash('')).toBe('statuses');
    expect(tabFromHash('#nonsense')).toBe('statuses');
    expect(hashForTab('statuses')).toBe('');
    expect(hashForTab('replies')).toBe('#replies');
  });

  it('shows favourites only for oneself or when they are not hidden', () => {
    expect(visibleTabs(false, { favorites: true })).not.toContain('favorites');
    expect(visibleTabs(true, { favorites: true })).toContain('favorites');
    expect(visibleTabs(false, { favorites: false })).toContain('favorites');
  });
});

describe('the followees and followers tabs (spec 2 section 2)', () => {
  it('are hidden from others when the account hides them, and always shown to oneself', () => {
    const hides = { favorites: true, follows: true, followers: true };
    expect(visibleTabs(false, hides)).toEqual(['statuses', 'replies', 'media']);
    expect(visibleTabs(false, { favorites: true, follows: false, followers: true })).toEqual([
      'statuses',
      'replies',
      'friends',
      'media',
    ]);
    expect(visibleTabs(true, hides)).toEqual([
      'statuses',
      'replies',
      'friends',
      'followers',
      'media',
      'favorites',
    ]);
  });

  it('are kept in the hash like the others', () => {
    expect(tabFromHash('#followers')).toBe('followers');
    expect(hashForTab('friends')).toBe('#friends');
  });
});
