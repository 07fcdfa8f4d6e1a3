import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredThemeCopy, followThemeChanges, keepThemeCopy } from './theme-copy';

const root = () => document.documentElement;

function clearRoot(): void {
  root().removeAttribute('style');
  delete root().dataset.theme;
}

afterEach(() => {
  clearRoot();
  localStorage.clear();
});

describe('the stored copy of the theme', () => {
  it('applies on the next start what the theme set, for the same theme only', () => {
    root().style.setProperty('--bg', '#112233');
    root().style.setProperty('color-scheme', 'dark');
    root().style.setProperty('overflow', 'hidden');
    root().dataset.theme = 'ocean';
    keepThemeCopy('ocean');
    clearRoot();

    expect(applyStoredThemeCopy('forest')).toBe(false);
    expect(root().style.getPropertyValue('--bg')).toBe('');
    expect(applyStoredThemeCopy('ocean')).toBe(true);
    expect(root().style.getPropertyValue('--bg')).toBe('#112233');
    expect(root().style.getPropertyValue('color-scheme')).toBe('dark');
    expect(root().dataset.theme).toBe('ocean');
    // Only the theme's own properties are copied.
    expect(root().style.getPropertyValue('overflow')).toBe('');
  });

  it('an unreadable or hostile copy is ignored', () => {
    localStorage.setItem('murmur:theme-copy', '{not json');
    expect(applyStoredThemeCopy('ocean')).toBe(false);
    localStorage.setItem(
      'murmur:theme-copy',
      JSON.stringify({
        requested: 'ocean',
        name: 'ocean',
        properties: [
          ['background-image', 'url(x)'],
          [1, 2],
        ],
      }),
    );
    expect(applyStoredThemeCopy('ocean')).toBe(false);
    expect(root().getAttribute('style')).toBeNull();
  });

  it('follows the changes the page makes to the theme', async () => {
    const stop = followThemeChanges(() => 'custom');
    root().style.setProperty('--bg', '#abcdef');
    root().dataset.theme = 'custom';
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    clearRoot();
    expect(applyStoredThemeCopy('custom')).toBe(true);
    expect(root().style.getPropertyValue('--bg')).toBe('#abcdef');
  });
});
