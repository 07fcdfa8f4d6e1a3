import { getApiClient } from '@murmur/shared';
import { BUILT_IN_SOURCES, readThemeSource, type ThemeSource } from './theme-engine';

/** The name the editor's own theme is kept under (its source is the customTheme preference). */
export const CUSTOM_THEME = 'custom';

/**
 * Reads `/static/styles.json`: a map of preset names to theme files (Akkoma), or to Pleroma's old
 * colour arrays `[name, bg, fg, text, link, cRed, cBlue, cGreen, cOrange]`. Only same-site paths
 * and http(s) addresses are kept.
 */
export function readStylesList(json: unknown): Record<string, string | ThemeSource> {
  const out: Record<string, string | ThemeSource> = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return out;
  for (const [name, entry] of Object.entries(json)) {
    if (!name || name === CUSTOM_THEME) continue;
    if (typeof entry === 'string' && (/^\/[^/]/.test(entry) || /^https?:\/\//i.test(entry)))
      out[name] = entry;
    else if (Array.isArray(entry)) {
      const [, bg, fg, text, link, cRed, cBlue, cGreen, cOrange] = entry;
      const source = readThemeSource({ colors: { bg, fg, text, link, cRed, cBlue, cGreen, cOrange } });
      if (source) out[name] = source;
    }
  }
  return out;
}

let list: Promise<Record<string, string | ThemeSource>> | null = null;

/** The server's presets, read once; the built-in ones when it has none or cannot be reached. */
export function loadStylesList(): Promise<Record<string, string | ThemeSource>> {
  list ??= getApiClient()
    .get<unknown>('/static/styles.json')
    .then((reply) => readStylesList(reply.data))
    .catch(() => ({}))
    .then((found) => (Object.keys(found).length > 0 ? found : { ...BUILT_IN_SOURCES }));
  return list;
}

/** A preset's source: fetched from its theme file, else the built-in one of that name, else null. */
export async function loadPreset(name: string): Promise<ThemeSource | null> {
  const entry = (await loadStylesList())[name];
  if (entry && typeof entry !== 'string') return entry;
  if (typeof entry === 'string') {
    try {
      const reply = await getApiClient().get<unknown>(entry);
      const source = readThemeSource(reply.data);
      if (source) return source;
    } catch {
      // The built-in source of the same name, if any, stands in.
    }
  }
  return BUILT_IN_SOURCES[name] ?? null;
}
