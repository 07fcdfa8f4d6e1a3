import { getPreferences, type Preferences, validPreferences } from '@murmur/shared';
import { importProblems } from './import-check';

/** Spec 3 section 9: the settings file's version pair. */
export const SETTINGS_FILE_VERSION = [1, 0] as const;
export const SETTINGS_FILE_NAME = 'data.json';
const THEME_KEYS = ['customTheme', 'customThemeSource', 'colors'] as const;

export interface SettingsFile {
  _pleroma_settings_version: readonly [number, number];
  [key: string]: unknown;
}

/** The user's settings as a file: version [1,0], without the theme unless asked. */
export function exportSettings(user: Partial<Preferences>, withTheme: boolean): string {
  const data: Record<string, unknown> = { ...user };
  if (!withTheme) for (const key of THEME_KEYS) delete data[key];
  const file: SettingsFile = { _pleroma_settings_version: SETTINGS_FILE_VERSION, ...data };
  return JSON.stringify(file, null, 2);
}

export type ImportResult =
  | { ok: true; preferences: Partial<Preferences>; slightlyNew: boolean }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'invalid-settings'; problems: string[] }
  | { ok: false; reason: 'too-new' | 'too-old'; fileMajor: number };

/**
 * Reads a settings file with the rules of spec 3 section 5: JSON with a version array, major 1
 * (above: too new; below: too old), a newer minor accepted with a warning. A known setting with
 * a wrong or hostile value refuses the whole file (`import-check.ts`); keys this client does not
 * know are ignored. Nothing is applied here.
 */
export function readSettingsFile(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, reason: 'invalid' };
  const record = parsed as Record<string, unknown>;
  const version = record._pleroma_settings_version;
  if (!Array.isArray(version) || version.length < 1 || !version.every((n) => Number.isInteger(n))) {
    return { ok: false, reason: 'invalid' };
  }
  const [major, minor = 0] = version as number[];
  const [ourMajor, ourMinor] = SETTINGS_FILE_VERSION;
  if ((major as number) > ourMajor) return { ok: false, reason: 'too-new', fileMajor: major as number };
  if ((major as number) < ourMajor) return { ok: false, reason: 'too-old', fileMajor: major as number };
  const { _pleroma_settings_version: _, ...rest } = record;
  const problems = importProblems(rest);
  if (problems.length > 0) return { ok: false, reason: 'invalid-settings', problems };
  return { ok: true, preferences: validPreferences(rest), slightlyNew: minor > ourMinor };
}

/** The effective value of one preference now (for the export of what the user sees). */
export function currentPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return getPreferences()[key];
}
