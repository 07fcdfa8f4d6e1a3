import { type ApplyTheme, getPreferences, type ThemeSlotProps } from '@murmur/shared';
import { forgetAccountOnLogout } from '../account/forget-on-logout';
import { CUSTOM_THEME, loadPreset } from './presets';
import { readThemeSource, themeVariables } from './theme-engine';
import { THEME_PRESETS, themePreset } from './themes';

/** Sets a theme's variables on the root element, so every part, from any remote, picks them up. */
const applied = new Set<string>();

export function setThemeVariables(name: string, variables: Readonly<Record<string, string>>): void {
  const root = document.documentElement;
  // A variable only the previous theme set (a custom shadow, say) must not outlive it.
  for (const property of applied) if (!(property in variables)) root.style.removeProperty(property);
  applied.clear();
  for (const property of Object.keys(variables)) applied.add(property);
  for (const [property, value] of Object.entries(variables)) root.style.setProperty(property, value);
  root.dataset.theme = name;
}

/**
 * The `settings/theme` slot: applies a theme before the shell's first render (it awaits this), so
 * the page never flashes another theme. 'custom' is the editor's theme kept in the preferences;
 * a built-in preset applies at once; another name is read from the server's styles list; an
 * unknown or unreadable one gives pleroma-dark.
 */
export const applyTheme: ApplyTheme = async ({ theme }: ThemeSlotProps) => {
  forgetAccountOnLogout();
  if (theme === CUSTOM_THEME) {
    const source = readThemeSource(getPreferences().customTheme);
    if (source) {
      setThemeVariables(CUSTOM_THEME, themeVariables(source));
      return;
    }
  } else if (theme && !THEME_PRESETS[theme]) {
    const source = await loadPreset(theme).catch(() => null);
    if (source) {
      setThemeVariables(theme, themeVariables(source));
      return;
    }
  }
  const preset = themePreset(theme);
  setThemeVariables(preset.name, { ...preset.variables, 'color-scheme': preset.colorScheme });
};

export default applyTheme;
