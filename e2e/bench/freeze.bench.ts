// Prints, for each hostile post or name of e2e/support/hostile-posts.ts, the longest main-thread
// task while /main/public renders it after start-up (an in-app navigation, so start-up's own tasks
// are not counted; they are printed beside it), and for a folded huge post while it is unfolded on
// request, and the page width on a phone. Then, for the seeded posts that ask the page to draw
// too much (issue 27: a 5,000-option poll, 10,000 reactions, 10,000 custom emoji, a 3,000-character
// name), the longest task on their timeline, their thread and their author's profile, each
// reached by an in-app navigation. It asserts nothing; it measures.
import type { ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { HOSTILE_CASES, serveHostile } from '../support/hostile-posts';
import { BASE, DEV_URL, startBenchServers } from './bench-servers';
import { LONGEST_TASK, longestTask, resetLongestTask } from './measures';

async function settle(page: Page): Promise<void> {
  // Two frames and a quiet second: whatever the post costs has run by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(1_000);
}

interface ScalePost {
  name: string;
  id: string;
  accountId: string;
  timeline: string;
}

/** The seeded #hostilescale posts and a post by the 3,000-character name, found through the API. */
async function seededScalePosts(): Promise<ScalePost[]> {
  const tagged = (await (await fetch(`${DEV_URL}/api/v1/timelines/tag/hostilescale?limit=40`)).json()) as {
    id: string;
    content: string;
    account: { id: string };
  }[];
  const named = (label: string, match: RegExp): ScalePost[] =>
    tagged
      .filter((s) => match.test(s.content))
      .slice(0, 1)
      .map((s) => ({ name: label, id: s.id, accountId: s.account.id, timeline: '/tag/hostilescale' }));
  const longName = (await (await fetch(`${DEV_URL}/api/v1/accounts/lookup?acct=longname`)).json()) as {
    id: string;
  };
  const own = (await (await fetch(`${DEV_URL}/api/v1/accounts/${longName.id}/statuses?limit=1`)).json()) as {
    id: string;
  }[];
  return [
    ...named('5,000-option poll', /A poll with/),
    ...named('10,000 reactions', /reactions/),
    ...named('10,000 custom emoji', /Ten thousand custom emoji/),
    ...(own[0]
      ? [
          {
            name: '3,000-character name',
            id: own[0].id,
            accountId: longName.id,
            timeline: '/tag/hostilescale',
          },
        ]
      : []),
  ];
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
  console.log('Hostile posts and names on /main/public (390 px wide phone):');
  for (const row of rows) console.log(`  ${row}`);

  // The seeded posts that ask too much: timeline, thread, profile.
  const seeded = await seededScalePosts();
  const scaleRows: string[] = [];
  for (const post of seeded) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(LONGEST_TASK);
    await page.goto(`${BASE}/about`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    await settle(page);
    const figures: string[] = [];
    for (const [screen, path] of [
      ['timeline', post.timeline],
      ['thread', `/notice/${post.id}`],
      ['profile', `/users/${post.accountId}`],
    ] as const) {
      await resetLongestTask(page);
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.locator('article .status-header').first().waitFor({ timeout: 120_000 });
      await settle(page);
      figures.push(`${screen} ${(await longestTask(page)).toFixed(0).padStart(5)} ms`);
    }
    scaleRows.push(`${post.name.padEnd(28)} ${figures.join(', ')}`);
    await context.close();
  }
  await browser.close();
  console.log('Seeded posts that ask the page to draw too much, longest task (1280 px):');
  for (const row of scaleRows) console.log(`  ${row}`);
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
