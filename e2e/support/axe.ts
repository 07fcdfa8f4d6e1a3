import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation on the current page, or only inside `include` (a
 * CSS selector) when the rest of the page was already checked and has not changed: axe over a
 * whole timeline takes seconds, which a loop over a dialog's tabs multiplies.
 *
 * Legacy mode runs `axe.run` in the page itself. The default runs each frame apart and then
 * merges the results in a new blank page, which took about twice as long here; Murmur draws no
 * frames (server HTML never becomes an iframe), so nothing is lost.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include?: string,
  options: { skipRules?: readonly string[] } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  if (options.skipRules?.length) builder.disableRules([...options.skipRules]);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
