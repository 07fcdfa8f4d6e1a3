// The theme slot's second half, loaded only for the editor's theme or a server's preset
// (apply-theme.ts): the engine that turns a theme source into variables.
import { CUSTOM_THEME, loadPreset } from './presets';
import { readThemeSource, themeVariables } from './theme-engine';

/** The variables of theme `name` (`customTheme`: the editor's kept source), or null to use a preset. */
export async function sourceVariables(
  name: string,
  customTheme: unknown,
): Promise<Record<string, string> | null> {
  if (name === CUSTOM_THEME) {
    const source = readThemeSource(customTheme);
    return source ? themeVariables(source) : null;
  }
  const source = await loadPreset(name).catch(() => null);
  return source ? themeVariables(source) : null;
}
