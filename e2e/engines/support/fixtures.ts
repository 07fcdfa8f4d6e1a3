import { test as base, expect } from '@playwright/test';
import { cspReports } from '../../support/csp';
import { type Driver, type EngineName, launchFirefox, launchWebKit } from './drivers';
import { MurmurPage } from './page';
import { baseUrlOf, devInstanceUrlOf, webDriverPortOf } from './ports';

/** Settles within `ms` or gives up quietly: a hung browser must not hold the teardown. */
const within = <T>(ms: number, job: Promise<T>): Promise<T | undefined> =>
  Promise.race([job.catch(() => undefined), new Promise<undefined>((done) => setTimeout(done, ms))]);

/**
 * `murmur`: one reader's page in this project's engine, kept across the journeys of a worker (they
 * run in order, as one session: a visitor, then signed in, then signed out), against this engine's
 * own dev instance (reseeded once) and gateway. After each journey any page error or policy
 * violation (heard in the page, by the driver, or reported to the gateway) fails it.
 */
export const test = base.extend<
  { murmur: MurmurPage },
  { engine: EngineName; driver: Driver; session: MurmurPage; devInstanceUrl: string }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver =
        engine === 'firefox' ? await launchFirefox() : await launchWebKit(webDriverPortOf(engine));
      console.log(`[${engine}] ${driver.version}`);
      await use(driver);
      await within(10_000, driver.close());
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  devInstanceUrl: [async ({ engine }, use) => use(devInstanceUrlOf(engine)), { scope: 'worker' }],
  session: [
    async ({ driver, engine, devInstanceUrl }, use) => {
      const reset = await fetch(`${devInstanceUrl}/__dev/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`/__dev/reset answered ${reset.status}`);
      const page = new MurmurPage(driver, baseUrlOf(engine));
      await page.forgetEverything();
      await use(page);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  murmur: async ({ session, driver, engine }, use, testInfo) => {
    const reports = `${baseUrlOf(engine)}/__murmur/csp-reports`;
    await fetch(reports, { method: 'DELETE' });
    await session.takeErrors();
    await use(session);
    if (testInfo.status !== testInfo.expectedStatus) {
      await within(15_000, driver.screenshot(testInfo.outputPath('failed.png')));
      console.log(`[${engine}] at ${(await within(5_000, driver.url())) ?? '?'}`);
      const focus = await within(
        5_000,
        driver.run<string>(
          "const e = document.activeElement; return (e ? e.outerHTML.slice(0, 160) : 'nothing') + ' | dialogs: ' + Array.from(document.querySelectorAll('[role=dialog]'), (d) => d.getAttribute('aria-label') + (d.getAttribute('aria-modal') ? ' (modal)' : '')).join(', ')",
        ),
      );
      console.log(`[${engine}] focus on ${focus ?? '?'}`);
      return;
    }
    // Reports are posted after the violation; give the last ones a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const problems = [...(await session.takeErrors()), ...(await cspReports(reports, true).catch(() => []))];
    expect(problems, `page errors and policy violations in ${engine}`).toEqual([]);
  },
});

export { expect };
