// Prints, for each hostile post or name of e2e/support/hostile-posts.ts, the longest main-thread
// task while /main/public renders it after start-up (an in-app navigation, so start-up's own tasks
// are not counted; they are printed beside it), and for a folded huge post while it is unfolded on
// request, and the page width on a phone. It asserts nothing; it measures.
import type { ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { HOSTILE_CASES, serveHostile } from '../support/hostile-posts';
import { BASE, startBenchServers } from './bench-servers';
import { LONGEST_TASK, longestTask, resetLongestTask } from './measures';

async function settle(page: Page): Promise<void> {
  // Two frames and a quiet second: whatever the post costs has run by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(1_000);
}

const servers: ChildProcess[] = [];
try {
  servers.push(...(await startBenchServers()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const rows: string[] = [];
  for (const hostile of [{ name: 'plain timeline (reference)' }, ...HOSTILE_CASES]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(LONGEST_TASK);
    await serveHostile(page, hostile);
    // Start-up first, on a page without a timeline; then the timeline by an in-app navigation, so
    // the figure is the timeline's own rendering with the hostile post, not the start-up's.
    await page.goto(`${BASE}/about`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    await settle(page);
    // A tag timeline (not rewritten) first, so the timelines and composer remotes are loaded.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tag/xsstest');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('feed').locator('.status-header').first().waitFor({ timeout: 120_000 });
    await settle(page);
    const startUp = await longestTask(page);
    await page.evaluate(() => {
      window.__longestTask = 0;
      window.history.pushState({}, '', '/main/public');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The first post itself (its header), not a loading placeholder.
    const first = page
      .getByRole('feed')
      .locator('article')
      .filter({ has: page.locator('.status-header') })
      .first();
    await first.waitFor({ timeout: 120_000 });
    await settle(page);
    const render = await longestTask(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    let unfold = '';
    const more = first.getByRole('button', { name: 'Show more' });
    if ('content' in hostile && (await more.count()) > 0) {
      await resetLongestTask(page);
      await more.click({ timeout: 120_000 });
      await settle(page);
      unfold = `; unfolding on request: longest task ${(await longestTask(page)).toFixed(0)} ms`;
    }
    rows.push(
      `${hostile.name.padEnd(36)} longest task ${render.toFixed(0).padStart(5)} ms (start-up and a first timeline before it: ${startUp.toFixed(0)} ms), page width ${width} px${unfold}`,
    );
    await context.close();
  }
  await browser.close();
  console.log('Hostile posts and names on /main/public (390 px wide phone):');
  for (const row of rows) console.log(`  ${row}`);
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
