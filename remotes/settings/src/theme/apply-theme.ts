import type { ApplyTheme, ThemeSlotProps } from '@murmur/shared';
import { themePreset } from './themes';

/**
 * The `settings/theme` slot: applies a theme's CSS variables to the document's root element, so
 * every part, whichever remote it comes from, picks the colours up. The shell awaits it before its
 * first render, so the page never flashes another theme.
 */
export const applyTheme: ApplyTheme = ({ theme }: ThemeSlotProps) => {
  const preset = themePreset(theme);
  const root = document.documentElement;
  for (const [name, value] of Object.entries(preset.variables)) root.style.setProperty(name, value);
  root.style.setProperty('color-scheme', preset.colorScheme);
  root.dataset.theme = preset.name;
};

export default applyTheme;
