import { isPreferenceValue, PREFERENCE_DEFAULTS, type PreferenceKey } from '@murmur/shared';
import { isColor, readThemeSource } from '../theme/theme-engine';

// A settings file may hold anything: before this check, hostile values were stored as typed and
// filtered each time they were applied (issue 27, point 6). Now a file with any of them is
// refused at import with the spec's `settings.invalid_settings_imported`, and nothing is stored.
// Keys this client does not know (Pleroma-FE's own) are still ignored, as before.

const MAX_TEXT = 2_000;
const MAX_LIST = 1_000;
const MAX_LIST_ITEM = 200;
const MAX_MAP = 1_000;
/** A theme source as JSON: Pleroma-FE's are a few kilobytes. */
const MAX_THEME_BYTES = 100_000;
const MAX_DEPTH = 8;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
/** What must never reach a style sheet or a URL from a theme value. */
const CSS_ESCAPE = /url\s*\(|image\s*\(|expression\s*\(|javascript:|@import|[<>{};\\]|\/\*/i;
const LANGUAGE = /^([a-z]{2,3}([-_][A-Za-z0-9]{2,8})*)?$/;
const NAME = /^[\w .:@/-]{0,100}$/;
const HIGHLIGHT_TYPES = new Set(['disabled', 'solid', 'striped', 'side']);
const HEX6 = /^#[0-9a-f]{6}$/i;

function textProblem(key: string, value: string, max = MAX_TEXT): string | null {
  if (value.length > max) return `${key}: longer than ${max} characters`;
  if (CONTROL.test(value)) return `${key}: control characters`;
  return null;
}

/** Every string inside a theme: short, and nothing a style sheet could be escaped with. */
function themeProblems(key: string, value: unknown, depth = 0): string[] {
  if (depth > MAX_DEPTH) return [`${key}: nested too deep`];
  if (typeof value === 'string') {
    if (value.length > 200 || CSS_ESCAPE.test(value) || CONTROL.test(value)) return [`${key}: unsafe value`];
    return [];
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    return typeof value === 'number' && !Number.isFinite(value) ? [`${key}: not a number`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => themeProblems(`${key}[${i}]`, item, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
      ...(CSS_ESCAPE.test(k) || k.length > 100 ? [`${key}: unsafe name`] : []),
      ...themeProblems(`${key}.${k}`, v, depth + 1),
    ]);
  }
  return [`${key}: unexpected value`];
}

function keyProblems(key: PreferenceKey, value: unknown): string[] {
  if (!isPreferenceValue(key, value)) return [`${key}: wrong type`];
  if (typeof value === 'string') {
    if (key === 'interfaceLanguage' || key === 'translationLanguage')
      return LANGUAGE.test(value) ? [] : [`${key}: not a language`];
    if (key === 'theme' || key === 'lastTimeline' || key === 'postContentType')
      return NAME.test(value) ? [] : [`${key}: not a name`];
    const problem = textProblem(key, value);
    return problem ? [problem] : [];
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST) return [`${key}: more than ${MAX_LIST} entries`];
    return value.flatMap((item: string) => {
      const problem = textProblem(key, item, MAX_LIST_ITEM);
      return problem ? [problem] : [];
    });
  }
  if (key === 'colors') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > MAX_MAP) return [`${key}: too many entries`];
    return entries.flatMap(([k, v]) => (NAME.test(k) && isColor(v) ? [] : [`colors.${k}: not a colour`]));
  }
  if (key === 'highlight') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > MAX_MAP) return [`${key}: too many entries`];
    return entries.flatMap(([who, h]) => {
      const ok =
        NAME.test(who) &&
        h !== null &&
        typeof h === 'object' &&
        HIGHLIGHT_TYPES.has((h as { type?: unknown }).type as string) &&
        HEX6.test(String((h as { color?: unknown }).color));
      return ok ? [] : [`highlight.${who.slice(0, 40)}: not a highlight`];
    });
  }
  if (key === 'customTheme' || key === 'customThemeSource') {
    if (value === null) return [];
    if (JSON.stringify(value).length > MAX_THEME_BYTES) return [`${key}: too large`];
    if (key === 'customThemeSource' && readThemeSource(value) === null) return [`${key}: not a theme`];
    return themeProblems(key, value);
  }
  if (typeof value === 'object' && value !== null) return themeProblems(key, value);
  return [];
}

/** What in an imported settings file would be refused (empty: nothing). */
export function importProblems(values: Record<string, unknown>): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    Object.hasOwn(PREFERENCE_DEFAULTS, key) ? keyProblems(key as PreferenceKey, value) : [],
  );
}
