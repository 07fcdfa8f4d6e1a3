import { describe, expect, it } from 'vitest';
import { readStylesList } from './presets';
import {
  BUILT_IN_SOURCES,
  contrastLevel,
  contrastPairs,
  contrastRatio,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  readThemeSource,
  type ThemeSource,
  themeFile,
  themeVariables,
} from './theme-engine';

const dark = BUILT_IN_SOURCES['pleroma-dark'] as ThemeSource;

describe('the theme engine (spec 3, Themes and section 9)', () => {
  it('measures contrast as WCAG does and grades it at 4.5 (AA) and 7 (AAA)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastLevel(4.49)).toBe('fail');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(7)).toBe('AAA');
  });

  it('flags a text colour too close to its background', () => {
    const low = { ...dark, colors: { ...dark.colors, text: '#1a2430' } };
    const pair = contrastPairs(low).find((p) => p.id === 'text-bg');
    expect(pair?.level).toBe('fail');
    expect(contrastPairs(dark).find((p) => p.id === 'text-bg')?.level).not.toBe('fail');
  });

  it('reads a v2 theme file with the spec defaults for what it leaves out', () => {
    const source = readThemeSource({
      _pleroma_theme_version: 2,
      theme: { colors: { bg: '#0f161e', text: '#b9b9ba', link: '#d8a070' }, radii: { btn: 8 } },
    });
    expect(source?.radii).toEqual({ ...DEFAULT_RADII, btn: 8 });
    expect(source?.opacity).toEqual(DEFAULT_OPACITY);
    expect(readThemeSource(themeFile(source as ThemeSource))).toEqual(source);
  });

  it('refuses a file without colours and drops values that are not what they claim', () => {
    expect(readThemeSource({ nothing: true })).toBeNull();
    expect(readThemeSource('[]')).toBeNull();
    const source = readThemeSource({
      colors: { bg: '#000', text: '#fff', link: 'red;background:url(https://x)' },
      fonts: { interface: 'x; } body { display:none' },
      shadows: { panel: 'url(https://tracker.example/p.png)' },
    });
    expect(source?.colors.link).toBeUndefined();
    expect(source?.fonts.interface).toBe('system-ui, sans-serif');
    expect(source?.shadows.panel).not.toContain('url');
  });

  it('gives the variables every part reads, radii in px', () => {
    const vars = themeVariables(dark);
    expect(vars['--bg']).toBe('#0f161e');
    expect(vars['--panel-radius']).toBe('10px');
    expect(vars['color-scheme']).toBe('dark');
    expect(themeVariables(BUILT_IN_SOURCES['pleroma-light'] as ThemeSource)['color-scheme']).toBe('light');
  });

  it('reads the styles list: theme file paths, old colour arrays, nothing else', () => {
    const list = readStylesList({
      'pleroma-dark': '/static/themes/pleroma-dark.json',
      old: ['Old', '#000000', '#111111', '#eeeeee', '#ffaa00'],
      evil: 'javascript:alert(1)',
      custom: '/static/x.json',
    });
    expect(Object.keys(list)).toEqual(['pleroma-dark', 'old']);
    expect(typeof list.old === 'object' && list.old.colors.text).toBe('#eeeeee');
  });
});
