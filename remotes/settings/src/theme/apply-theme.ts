import { type ApplyTheme, getPreferences, type ThemeSlotProps } from '@murmur/shared/core';
import { forgetAccountOnLogout } from '../account/forget-on-logout';
import { THEME_PRESETS, themePreset } from './themes';

// The name the editor's own theme is kept under (presets.ts's CUSTOM_THEME, repeated here so the
// first screen does not fetch the engine for it).
const CUSTOM_THEME = 'custom';

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
 * The theme engine and the server's presets, fetched only for a theme that needs them (the
 * editor's own, or one of the server's styles): a built-in preset, what every visitor's first
 * screen applies, is a table of variables (themes.ts), so the first screen carries no more (issue 40).
 */
const loadSources = () => import('./theme-sources');

/**
 * The `settings/theme` slot: applies a theme before the shell's first render (it awaits this), so
 * the page never flashes another theme. 'custom' is the editor's theme kept in the preferences;
 * a built-in preset applies at once; another name is read from the server's styles list; an
 * unknown or unreadable one gives pleroma-dark.
 */
export const applyTheme: ApplyTheme = async ({ theme }: ThemeSlotProps) => {
  forgetAccountOnLogout();
  if (theme === CUSTOM_THEME || (theme && !THEME_PRESETS[theme])) {
    // A failed fetch of the engine keeps the preset below: the page is never left unthemed.
    const variables = await loadSources()
      .then((sources) => sources.sourceVariables(theme, getPreferences().customTheme))
      .catch(() => null);
    if (variables) {
      setThemeVariables(theme, variables);
      return;
    }
  }
  const preset = themePreset(theme);
  setThemeVariables(preset.name, { ...preset.variables, 'color-scheme': preset.colorScheme });
};

export default applyTheme;
