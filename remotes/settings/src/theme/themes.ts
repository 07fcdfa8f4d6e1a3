// The preset themes the theme engine knows without fetching anything (spec 3, Themes). Each is
// the set of CSS variables every part of Murmur styles itself with (see shell/src/theme/base.css).

export type ThemeVariables = Readonly<Record<`--${string}`, string>>;

export interface ThemePreset {
  name: string;
  colorScheme: 'dark' | 'light';
  variables: ThemeVariables;
}

export const DEFAULT_THEME_NAME = 'pleroma-dark';

export const THEME_PRESETS: Readonly<Record<string, ThemePreset>> = {
  'pleroma-dark': {
    name: 'pleroma-dark',
    colorScheme: 'dark',
    variables: {
      '--bg': '#0f161e',
      '--bg-panel': '#121a24',
      '--bg-panel-raised': '#182230',
      '--bg-input': '#0a0e13',
      '--text': '#b9b9ba',
      '--text-faint': '#8c8c8e',
      '--link': '#d8a070',
      '--accent': '#d8a070',
      '--border': '#222e3b',
      '--danger': '#e06666',
      '--success': '#4fa86c',
      '--focus': '#ffc07a',
    },
  },
  'pleroma-light': {
    name: 'pleroma-light',
    colorScheme: 'light',
    variables: {
      '--bg': '#f2f4f6',
      '--bg-panel': '#ffffff',
      '--bg-panel-raised': '#e8ecf0',
      '--bg-input': '#ffffff',
      '--text': '#1e2329',
      '--text-faint': '#545d66',
      '--link': '#a04c14',
      '--accent': '#a04c14',
      '--border': '#c9d1d9',
      '--danger': '#b3261e',
      '--success': '#2e7d46',
      '--focus': '#1d5fbf',
    },
  },
};

/** The preset of a name; unknown names give the default theme. */
export function themePreset(name: string | undefined): ThemePreset {
  return (name && THEME_PRESETS[name]) || (THEME_PRESETS[DEFAULT_THEME_NAME] as ThemePreset);
}
