import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme';
import { THEME_PRESETS } from './themes';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.theme;
});

describe('the theme slot (spec 3, Themes)', () => {
  it('applies pleroma-dark by default', async () => {
    await applyTheme({});
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('pleroma-dark');
    expect(root.style.getPropertyValue('--bg')).toBe('#0f161e');
    expect(root.style.getPropertyValue('color-scheme')).toBe('dark');
  });

  it('applies pleroma-light', async () => {
    await applyTheme({ theme: 'pleroma-light' });
    expect(document.documentElement.style.getPropertyValue('--bg')).toBe('#f2f4f6');
    expect(document.documentElement.style.getPropertyValue('color-scheme')).toBe('light');
  });

  it('falls back to the default theme for an unknown name', async () => {
    await applyTheme({ theme: 'no-such-theme' });
    expect(document.documentElement.dataset.theme).toBe('pleroma-dark');
  });

  it('gives every preset the same set of variables', () => {
    const [first, ...rest] = Object.values(THEME_PRESETS).map((p) => Object.keys(p.variables).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });
});
