// MFM (Misskey's text effects) as servers deliver it: Akkoma renders `$[tada text]` on the server
// into a span, `<span class="mfm-tada" data-mfm-speed="2s">text</span>` (FEP-c16b), and posts made
// before FEP-c16b carry `<span class="mfm _mfm_tada_" style="...">`. Only the effects of spec 3's
// list are kept, always in the FEP-c16b form, and only with the parameters the effect uses, each
// checked; the client's own CSS draws them. A server's `style` never reaches the page: the only
// style an effect gets is a custom property built here from a number (`mfmStyle`).

/** Spec 3 section 5: the text effects, in the spec's order. */
export const MFM_EFFECTS = [
  'blur',
  'bounce',
  'flip',
  'font',
  'jelly',
  'jump',
  'rainbow',
  'rotate',
  'shake',
  'sparkle',
  'spin',
  'tada',
  'twitch',
  'x2',
  'x3',
  'x4',
] as const;

export type MfmEffect = (typeof MFM_EFFECTS)[number];

const EFFECTS: ReadonlySet<string> = new Set(MFM_EFFECTS);

/** Effects that move: their speed may be given, and reduced motion stops them. */
const ANIMATED: ReadonlySet<string> = new Set([
  'bounce',
  'jelly',
  'jump',
  'rainbow',
  'shake',
  'spin',
  'tada',
  'twitch',
]);

/** Flags (attributes without a value) each effect understands; the CSS selects on them. */
const FLAGS: Readonly<Partial<Record<MfmEffect, readonly string[]>>> = {
  flip: ['h', 'v'],
  spin: ['x', 'y', 'left', 'alternate'],
  // The font families the CSS offers, all generic: no font is fetched.
  font: ['serif', 'monospace', 'cursive', 'fantasy', 'emoji', 'math'],
};

/** Pre-FEP-c16b Akkoma wrote some flags as bare data attributes. */
const LEGACY_FLAGS: Readonly<Record<string, string>> = {
  'data-h': 'h',
  'data-v': 'v',
  'data-x': 'x',
  'data-y': 'y',
  'data-left': 'left',
};

/** The older flag attributes, read (then renamed) by the sanitiser's element hook. */
export const MFM_LEGACY_ATTRIBUTES: readonly string[] = Object.keys(LEGACY_FLAGS);

/** Slowest and fastest animation: faster than twice a second is a flashing hazard (WCAG 2.3.1). */
export const MFM_SPEED_MIN_S = 0.5;
export const MFM_SPEED_MAX_S = 60;

/** The effect a span's class names ask for ('mfm-tada' or the older 'mfm _mfm_tada_'), if known. */
export function mfmEffect(classValue: string | null | undefined): MfmEffect | null {
  for (const name of (classValue ?? '').split(/\s+/)) {
    const match = /^(?:mfm-([a-z0-9]+)|_mfm_([a-z0-9]+)_)$/.exec(name);
    const effect = match?.[1] ?? match?.[2];
    if (effect && EFFECTS.has(effect)) return effect as MfmEffect;
  }
  return null;
}

/** A time like '2s', '0.5s' or '500ms' as seconds within the allowed range, else null. */
export function mfmSpeed(raw: string | null | undefined): string | null {
  const match = /^\s*(\d{1,6}(?:\.\d{1,3})?)(s|ms)\s*$/.exec(raw ?? '');
  if (!match) return null;
  const seconds = Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const clamped = Math.min(MFM_SPEED_MAX_S, Math.max(MFM_SPEED_MIN_S, seconds));
  return `${Number(clamped.toFixed(3))}s`;
}

/** An angle in degrees ('45', '-90.5'), brought into -360..360, else null. */
export function mfmDegrees(raw: string | null | undefined): string | null {
  const match = /^\s*(-?\d{1,6}(?:\.\d{1,3})?)\s*$/.exec(raw ?? '');
  if (!match) return null;
  const degrees = Number(match[1]) % 360;
  return Number.isFinite(degrees) ? String(Number(degrees.toFixed(3)) || 0) : null;
}

/** The MFM attributes a span keeps (the class aside): FEP-c16b names, checked values. */
export function mfmAttributes(
  effect: MfmEffect,
  get: (name: string) => string | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const flag of FLAGS[effect] ?? []) {
    if (get(`data-mfm-${flag}`) != null) out[`data-mfm-${flag}`] = '';
  }
  for (const [legacy, flag] of Object.entries(LEGACY_FLAGS)) {
    if (FLAGS[effect]?.includes(flag) && get(legacy) != null) out[`data-mfm-${flag}`] = '';
  }
  if (ANIMATED.has(effect)) {
    const speed = mfmSpeed(get('data-mfm-speed'));
    if (speed) out['data-mfm-speed'] = speed;
  }
  if (effect === 'rotate') {
    const degrees = mfmDegrees(get('data-mfm-deg'));
    if (degrees) out['data-mfm-deg'] = degrees;
  }
  return out;
}

/** Every attribute name `mfmAttributes` may return. */
export const MFM_ATTRIBUTES: readonly string[] = [
  ...new Set(Object.values(FLAGS).flatMap((flags) => (flags ?? []).map((flag) => `data-mfm-${flag}`))),
  'data-mfm-speed',
  'data-mfm-deg',
];

/**
 * The style an effect's checked numbers give: custom properties the stylesheet reads
 * (`--mfm-speed`, `--mfm-deg`), each rebuilt from a number, so no server text is ever CSS.
 */
export function mfmStyle(attributes: Record<string, string>): Record<string, string> | undefined {
  const style: Record<string, string> = {};
  const speed = mfmSpeed(attributes['data-mfm-speed']);
  if (speed) style['--mfm-speed'] = speed;
  const degrees = mfmDegrees(attributes['data-mfm-deg']);
  if (degrees) style['--mfm-deg'] = `${degrees}deg`;
  return Object.keys(style).length > 0 ? style : undefined;
}
