import { test as base, expect } from '@playwright/test';
import { cspReports } from '../../support/csp';
import { type Driver, type EngineName, launchFirefox, launchWebKit } from './drivers';
import { MurmurPage } from './page';
import { baseUrlOf, devInstanceUrlOf, webDriverPortOf } from './ports';

/**
 * `murmur`: a page in this project's engine, against this engine's own dev instance (reseeded) and
 * gateway, with the client's storage cleared. Afterwards any page error or policy violation (heard
 * in the page, by the driver, or reported to the gateway) fails the journey.
 */
export const test = base.extend<
  { murmur: MurmurPage; devInstanceUrl: string },
  { engine: EngineName; driver: Driver }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver =
        engine === 'firefox' ? await launchFirefox() : await launchWebKit(webDriverPortOf(engine));
      console.log(`[${engine}] ${driver.version}`);
      await use(driver);
      await driver.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  devInstanceUrl: async ({ engine }, use) => use(devInstanceUrlOf(engine)),
  murmur: async ({ driver, engine, devInstanceUrl }, use, testInfo) => {
    const reset = await fetch(`${devInstanceUrl}/__dev/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`/__dev/reset answered ${reset.status}`);
    const reports = `${baseUrlOf(engine)}/__murmur/csp-reports`;
    const page = new MurmurPage(driver, baseUrlOf(engine));
    await page.forgetEverything();
    await fetch(reports, { method: 'DELETE' });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await driver.screenshot(testInfo.outputPath('failed.png')).catch(() => undefined);
      console.log(`[${engine}] at ${await driver.url().catch(() => '?')}`);
    }
    // Reports are posted after the violation; give the last ones a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const problems = [...(await page.takeErrors()), ...(await cspReports(reports, true).catch(() => []))];
    expect(problems, `page errors and policy violations in ${engine}`).toEqual([]);
  },
});

export { expect };
