import { type ApplyTheme, DEFAULT_SLOTS, loadSlotComponent, resolveSlot } from '@murmur/shared/core';

/**
 * The theme the shell's own stylesheet paints: theme/base.css holds the settings remote's
 * pleroma-dark, variable for variable (the `frame` journey compares them).
 */
const BUILT_IN_THEME = 'pleroma-dark';

/**
 * Whether the page already shows `requested` before the theme slot's module has run: it is the
 * built-in theme and the slot is the settings remote's own. The first render need not wait then;
 * the slot's apply follows and changes nothing on the page. An operator's theme remote in the slot
 * may paint any name its own way, so its theme is always waited for.
 */
export function builtInThemeShows(requested: string): boolean {
  const slot = resolveSlot('settings/theme');
  const stock = DEFAULT_SLOTS['settings/theme'];
  return requested === BUILT_IN_THEME && slot.remote === stock.remote && slot.module === stock.module;
}

/** The first render waits this long for the theme at most, then shows the built-in colours. */
export const THEME_LOAD_TIMEOUT_MS = 5000;

/**
 * Applies the theme through the `settings/theme` slot before the first render, so nothing flashes.
 * If the settings remote fails or is slow, the shell's built-in CSS variables (pleroma-dark, in
 * theme/base.css) stay: a failure is logged, never fatal.
 */
export async function loadTheme(theme: string, timeoutMs = THEME_LOAD_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the theme did not load within ${timeoutMs} ms`)), timeoutMs);
    });
    const apply = (await Promise.race([
      loadSlotComponent('settings/theme'),
      timeout,
    ])) as unknown as ApplyTheme;
    if (typeof apply !== 'function') throw new Error('settings/theme is not a function');
    await Promise.race([Promise.resolve(apply({ theme })), timeout]);
    return true;
  } catch (error) {
    console.warn('[murmur] the theme could not be applied; using the built-in colours', error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
