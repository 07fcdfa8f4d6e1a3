import { type ApplyTheme, loadSlotComponent } from '@murmur/shared';

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
