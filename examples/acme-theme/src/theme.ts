// Slot 'settings/theme' (a function module: ApplyTheme from @murmur/shared), ACME's way: one house
// theme whatever the user picked, in the CSS variables every part of Murmur styles itself with.
import type { ApplyTheme } from '@murmur/shared';

/** The house background, set at build time (rspack.config.mjs). */
declare const __ACME_BACKGROUND__: string;

const ACME_SUNRISE: Record<string, string> = {
  '--bg': __ACME_BACKGROUND__,
  '--bg-panel': '#ffffff',
  '--bg-panel-raised': '#fff1e0',
  '--bg-input': '#ffffff',
  '--text': '#2b2118',
  '--text-faint': '#6b5a4a',
  '--link': '#b34700',
  '--accent': '#b34700',
  '--border': '#e8d5c0',
  '--danger': '#b00020',
  '--success': '#1b7a3a',
  '--focus': '#b34700',
};

const applyAcmeTheme: ApplyTheme = () => {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(ACME_SUNRISE)) root.style.setProperty(name, value);
  root.style.setProperty('color-scheme', 'light');
  root.dataset.theme = 'acme-sunrise';
};

export default applyAcmeTheme;
