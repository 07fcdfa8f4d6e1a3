// The theme engine (spec 3, Themes): a theme source of colours, radii, fonts, shadows and
// opacity, turned into the CSS variables every part styles itself with, and checked for contrast.

export type ColorKey =
  | 'bg'
  | 'fg'
  | 'text'
  | 'link'
  | 'accent'
  | 'cRed'
  | 'cGreen'
  | 'cBlue'
  | 'cOrange'
  | 'border'
  | 'input'
  | 'faint';

/** The common colours first; the rest are the advanced ones. */
export const COMMON_COLORS: readonly ColorKey[] = [
  'bg',
  'fg',
  'text',
  'link',
  'accent',
  'cRed',
  'cGreen',
  'cBlue',
  'cOrange',
];
export const ADVANCED_COLORS: readonly ColorKey[] = ['border', 'input', 'faint'];

/** Spec 3 section 9: default radii in px. */
export const DEFAULT_RADII = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
} as const;
export type RadiusKey = keyof typeof DEFAULT_RADII;

/** Spec 3 section 9: opacity defaults. */
export const DEFAULT_OPACITY = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
} as const;
export type OpacityKey = keyof typeof DEFAULT_OPACITY;

export const DEFAULT_FONTS = {
  interface: 'system-ui, sans-serif',
  post: 'system-ui, sans-serif',
  monospace: 'ui-monospace, monospace',
} as const;
export type FontKey = keyof typeof DEFAULT_FONTS;

export const DEFAULT_SHADOWS = {
  panel: '0 1px 3px rgba(0, 0, 0, 0.5)',
  button: '0 0 2px rgba(0, 0, 0, 0.6)',
  popup: '0 2px 8px rgba(0, 0, 0, 0.6)',
} as const;
export type ShadowKey = keyof typeof DEFAULT_SHADOWS;

export interface ThemeSource {
  colors: Partial<Record<ColorKey, string>>;
  radii: Record<RadiusKey, number>;
  opacity: Record<OpacityKey, number>;
  fonts: Record<FontKey, string>;
  shadows: Record<ShadowKey, string>;
}

/** The file version written into exported themes (Pleroma-FE's v2 layout). */
export const THEME_FILE_VERSION = 2;

// Only values that cannot carry anything but a colour, a font list or a shadow reach the page.
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FONT = /^[\w\s,"'-]{1,200}$/;
const SHADOW = /^[\w\s#.,()%-]{1,200}$/;

export const isColor = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);
export const isFont = (value: unknown): value is string => typeof value === 'string' && FONT.test(value);
export const isShadow = (value: unknown): value is string =>
  typeof value === 'string' && SHADOW.test(value) && !/url\s*\(|expression/i.test(value);

function pick<K extends string, V>(
  defaults: Readonly<Record<K, V>>,
  raw: unknown,
  valid: (value: unknown) => value is V,
): Record<K, V> {
  const out = { ...defaults } as Record<K, V>;
  if (!raw || typeof raw !== 'object') return out;
  for (const key of Object.keys(defaults) as K[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (valid(value)) out[key] = value;
  }
  return out;
}

const isRadius = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 999;
const isOpacity = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/**
 * Reads a theme: a theme file (`{_pleroma_theme_version: 2, theme: {...}}`), a kept source
 * (`{source: {...}}`), or the source itself. Null when it has no usable colours.
 */
export function readThemeSource(json: unknown): ThemeSource | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const outer = json as Record<string, unknown>;
  const inner = (outer.theme ?? outer.source ?? outer) as Record<string, unknown>;
  if (!inner || typeof inner !== 'object') return null;
  const rawColors = inner.colors;
  if (!rawColors || typeof rawColors !== 'object') return null;
  const colors: Partial<Record<ColorKey, string>> = {};
  for (const key of [...COMMON_COLORS, ...ADVANCED_COLORS]) {
    const value = (rawColors as Record<string, unknown>)[key];
    if (isColor(value)) colors[key] = value;
  }
  if (!colors.bg || !colors.text) return null;
  return {
    colors,
    radii: pick(DEFAULT_RADII, inner.radii, isRadius),
    opacity: pick(DEFAULT_OPACITY, inner.opacity, isOpacity),
    fonts: pick(DEFAULT_FONTS, inner.fonts, isFont),
    shadows: pick(DEFAULT_SHADOWS, inner.shadows, isShadow),
  };
}

/** The theme as a file others can load (and as kept in customThemeSource). */
export function themeFile(source: ThemeSource): Record<string, unknown> {
  return { _pleroma_theme_version: THEME_FILE_VERSION, theme: source };
}

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `amount` (0 keeps a, 1 gives b). */
export function mix(a: string, b: string, amount: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(
    [0, 1, 2].map((i) => (x[i] as number) + ((y[i] as number) - (x[i] as number)) * amount) as Rgb,
  );
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Spec 3 section 9: threshold 4.5 (AA); 7 reaches AAA. */
export const CONTRAST_THRESHOLD = 4.5;
export const CONTRAST_AAA = 7;

export type ContrastLevel = 'AAA' | 'AA' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= CONTRAST_AAA) return 'AAA';
  if (ratio >= CONTRAST_THRESHOLD) return 'AA';
  return 'fail';
}

/** Every colour after its fallbacks: what the page really shows. */
export function resolvedColors(source: ThemeSource): Record<ColorKey, string> {
  const c = source.colors;
  const bg = c.bg ?? '#0f161e';
  const text = c.text ?? '#b9b9ba';
  const fg = c.fg ?? mix(bg, text, 0.05);
  const link = c.link ?? '#d8a070';
  return {
    bg,
    fg,
    text,
    link,
    accent: c.accent ?? link,
    cRed: c.cRed ?? '#d84f4f',
    cGreen: c.cGreen ?? '#4fa86c',
    cBlue: c.cBlue ?? '#0095ff',
    cOrange: c.cOrange ?? '#ffa500',
    border: c.border ?? mix(fg, text, 0.15),
    input: c.input ?? mix(bg, '#000000', 0.3),
    faint: c.faint ?? mix(text, bg, source.opacity.faint * 0.5),
  };
}

export interface ContrastPair {
  id: string;
  text: ColorKey;
  background: ColorKey;
  ratio: number;
  level: ContrastLevel;
}

const PAIRS: readonly [string, ColorKey, ColorKey][] = [
  ['text-bg', 'text', 'bg'],
  ['text-fg', 'text', 'fg'],
  ['link-bg', 'link', 'bg'],
  ['link-fg', 'link', 'fg'],
  ['faint-bg', 'faint', 'bg'],
  ['red-bg', 'cRed', 'bg'],
  ['text-input', 'text', 'input'],
];

/** The contrast of each text colour on the backgrounds it is shown on. */
export function contrastPairs(source: ThemeSource): ContrastPair[] {
  const colors = resolvedColors(source);
  return PAIRS.map(([id, text, background]) => {
    const ratio = contrastRatio(colors[text], colors[background]);
    return { id, text, background, ratio, level: contrastLevel(ratio) };
  });
}

/** The CSS variables of a theme (names as in shell/src/theme/base.css). */
export function themeVariables(source: ThemeSource): Record<string, string> {
  const c = resolvedColors(source);
  const r = source.radii;
  const dark = contrastRatio(c.bg, '#000000') < contrastRatio(c.bg, '#ffffff');
  return {
    '--bg': c.bg,
    '--bg-panel': c.fg,
    '--bg-panel-raised': mix(c.fg, c.text, 0.08),
    '--bg-input': c.input,
    '--text': c.text,
    '--text-faint': c.faint,
    '--link': c.link,
    '--accent': c.accent,
    '--border': c.border,
    '--danger': c.cRed,
    '--success': c.cGreen,
    '--warning': c.cOrange,
    '--focus': c.accent,
    '--radius': `${r.btn}px`,
    '--btn-radius': `${r.btn}px`,
    '--input-radius': `${r.input}px`,
    '--checkbox-radius': `${r.checkbox}px`,
    '--panel-radius': `${r.panel}px`,
    '--popup-radius': `${r.panel}px`,
    '--avatar-radius': `${r.avatar}px`,
    '--avatar-alt-radius': `${r.avatarAlt}px`,
    '--tooltip-radius': `${r.tooltip}px`,
    '--attachment-radius': `${r.attachment}px`,
    '--font': source.fonts.interface,
    '--font-post': source.fonts.post,
    '--font-monospace': source.fonts.monospace,
    '--shadow-panel': source.shadows.panel,
    '--shadow-button': source.shadows.button,
    '--shadow-popup': source.shadows.popup,
    '--opacity-profile-tint': String(source.opacity.profileTint),
    '--opacity-alert': String(source.opacity.alert),
    '--opacity-input': String(source.opacity.input),
    '--opacity-faint': String(source.opacity.faint),
    '--opacity-underlay': String(source.opacity.underlay),
    '--opacity-alert-popup': String(source.opacity.alertPopup),
    'color-scheme': dark ? 'dark' : 'light',
  };
}

/** The built-in sources, used when the server's styles list cannot be read. */
export const BUILT_IN_SOURCES: Readonly<Record<string, ThemeSource>> = {
  'pleroma-dark': {
    colors: {
      bg: '#0f161e',
      fg: '#121a24',
      text: '#b9b9ba',
      link: '#d8a070',
      accent: '#d8a070',
      cRed: '#e06666',
      cGreen: '#4fa86c',
      border: '#222e3b',
      input: '#0a0e13',
      faint: '#8c8c8e',
    },
    radii: { ...DEFAULT_RADII },
    opacity: { ...DEFAULT_OPACITY },
    fonts: { ...DEFAULT_FONTS },
    shadows: { ...DEFAULT_SHADOWS },
  },
  'pleroma-light': {
    colors: {
      bg: '#f2f4f6',
      fg: '#ffffff',
      text: '#1e2329',
      link: '#a04c14',
      accent: '#a04c14',
      cRed: '#b3261e',
      cGreen: '#2e7d46',
      border: '#c9d1d9',
      input: '#ffffff',
      faint: '#545d66',
    },
    radii: { ...DEFAULT_RADII },
    opacity: { ...DEFAULT_OPACITY },
    fonts: { ...DEFAULT_FONTS },
    shadows: { ...DEFAULT_SHADOWS },
  },
};
