/**
 * Which way a left or right arrow key moves along a row (tabs, a gallery): +1 forward, -1 back, 0
 * for any other key. Forward follows the reading direction, so in Arabic and Hebrew the left
 * arrow moves forward (the WAI-ARIA tabs pattern in right to left).
 */
export function arrowStep(key: string, element: Element | null = document.documentElement): 1 | -1 | 0 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  const rtl = element !== null && getComputedStyle(element).direction === 'rtl';
  return (key === 'ArrowRight') !== rtl ? 1 : -1;
}
