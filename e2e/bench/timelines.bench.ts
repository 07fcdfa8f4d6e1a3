// Prints figures for two long timelines (issue: the timelines remote, fast at any length): a
// conversation of 500 statuses (time from navigation to the thread painted, the longest task, the
// posts and DOM elements shown) and 10,000 actions streamed into /main/all at 50 a second (the
// longest task while they arrive, the heap after garbage collection, DOM elements and the 'show new'
// count). It asserts nothing; it measures.
import type { ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { apiTokenFor, DEMO_PASSWORD } from '../support/sign-in';
import { BASE, DEV_URL, startBenchServers } from './bench-servers';
import { domNodes, gcHeap, LONGEST_TASK, liveObjects, longestTask, resetLongestTask } from './measures';

const THREAD_SIZE = Number(process.env.BENCH_THREAD_SIZE ?? 500);
const STREAM_TOTAL = Number(process.env.BENCH_STREAM_TOTAL ?? 10_000);
const STREAM_PER_SECOND = Number(process.env.BENCH_STREAM_PER_SECOND ?? 50);

/** A public thread of `size` statuses: each reply answers one of the earlier ones (three each). */
async function postThread(size: number): Promise<string> {
  const bearer = await apiTokenFor('alice', DEMO_PASSWORD, DEV_URL);
  const ids: string[] = [];
  for (let i = 0; i < size; i++) {
    const body: Record<string, string> = { status: `Thread post ${i + 1} of ${size}`, visibility: 'public' };
    const parent = i === 0 ? undefined : ids[Math.floor((i - 1) / 3)];
    if (parent) body.in_reply_to_id = parent;
    const reply = await fetch(`${DEV_URL}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`posting the thread: ${reply.status}`);
    ids.push(((await reply.json()) as { id: string }).id);
  }
  return ids[0] as string;
}

declare global {
  interface Window {
    __longTasks?: Array<{ start: number; duration: number }>;
  }
}

/** An init script: keeps every long task with its start, to tell start-up from the thread's work. */
const LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks?.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
};

/** The longest task that started after the thread's context had arrived: the page's work on it. */
const longestAfterContext = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const context = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.endsWith('/context')) as PerformanceResourceTiming;
    const from = context?.responseEnd ?? 0;
    const after = (window.__longTasks ?? []).filter((task) => task.start >= from);
    return Math.max(0, ...after.map((task) => task.duration));
  });

const servers: ChildProcess[] = [];
try {
  servers.push(...(await startBenchServers()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

  // A conversation of THREAD_SIZE statuses, opened cold.
  const root = await postThread(THREAD_SIZE);
  const threadPage = await (await browser.newContext()).newPage();
  await threadPage.addInitScript(LONGEST_TASK);
  await threadPage.addInitScript(LONG_TASKS);
  const started = Date.now();
  await threadPage.goto(`${BASE}/notice/${root}`);
  await threadPage.locator('.conversation article').first().waitFor({ timeout: 120_000 });
  const painted = Date.now() - started;
  // The opened post shows first; the rest of the thread once its context has arrived.
  await threadPage.locator('.conversation article').nth(1).waitFor({ timeout: 120_000 });
  const threadShown = Date.now() - started;
  await threadPage.waitForTimeout(1_500);
  const threadArticles = await threadPage.locator('.conversation article').count();
  console.log(`A conversation of ${THREAD_SIZE} statuses (/notice/<root>, cold, visitor):`);
  console.log(`  first post painted ${painted} ms after navigation (wall clock, this machine)`);
  console.log(`  the thread around it painted ${threadShown} ms after navigation`);
  console.log(`  longest task ${(await longestTask(threadPage)).toFixed(0)} ms (start-up included)`);
  console.log(
    `  longest task once the thread had arrived ${(await longestAfterContext(threadPage)).toFixed(0)} ms`,
  );
  console.log(`  ${threadArticles} posts in the DOM, ${await domNodes(threadPage)} elements`);

  // The same conversation switched to the tree (the depth limit folds the deepest replies).
  await resetLongestTask(threadPage);
  const switched = Date.now();
  await threadPage.getByRole('button', { name: 'Tree view' }).click();
  await threadPage.locator('.conversation-tree article').first().waitFor({ timeout: 120_000 });
  const treePainted = Date.now() - switched;
  await threadPage.waitForTimeout(1_500);
  console.log('  switched to the tree view:');
  console.log(`    first post painted ${treePainted} ms after the click`);
  console.log(`    longest task ${(await longestTask(threadPage)).toFixed(0)} ms`);
  console.log(
    `    ${await threadPage.locator('.conversation article').count()} posts in the DOM (the depth limit folds the rest behind 'show replies'), ${await domNodes(threadPage)} elements`,
  );
  console.log(`    JS heap after GC ${((await gcHeap(threadPage)) / 1048576).toFixed(1)} MB`);

  // STREAM_TOTAL actions streamed into /main/all at STREAM_PER_SECOND a second. The streaming
  // preference is off (its default), so nothing shows by itself: the posts wait behind 'show new'
  // (capped by the shell) and the figures are those of a reader who has not caught up.
  const streamPage = await (await browser.newContext()).newPage();
  await streamPage.addInitScript(LONGEST_TASK);
  await streamPage.goto(`${BASE}/main/all`);
  await streamPage.locator('[role=feed] article').nth(4).waitFor({ timeout: 120_000 });
  await streamPage.waitForTimeout(1_000);
  const heapBefore = await gcHeap(streamPage);
  const liveBefore = await liveObjects(streamPage);
  const domBefore = await domNodes(streamPage);
  await resetLongestTask(streamPage);
  const seconds = Math.ceil(STREAM_TOTAL / STREAM_PER_SECOND);
  for (let second = 0; second < seconds; second++) {
    const tick = Date.now();
    const reply = await fetch(`${DEV_URL}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: STREAM_PER_SECOND }),
    });
    if (!reply.ok) throw new Error(`/__dev/replay answered ${reply.status}`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (Date.now() - tick))));
  }
  await streamPage.waitForTimeout(2_000);
  const showNew = await streamPage
    .getByRole('button', { name: /^Show new \(\d+\)$|^Reload$/ })
    .first()
    .textContent()
    .catch(() => 'none');
  console.log(
    `${STREAM_TOTAL} actions streamed into /main/all at ${STREAM_PER_SECOND} a second (new posts, replies, repeats, favourites; streaming preference off, so they wait behind 'show new'):`,
  );
  console.log(`  longest task while streaming ${(await longestTask(streamPage)).toFixed(0)} ms`);
  console.log(
    `  heap after GC ${(heapBefore / 1048576).toFixed(1)} MB before, ${((await gcHeap(streamPage)) / 1048576).toFixed(1)} MB after`,
  );
  console.log(
    `  live objects in a heap snapshot ${(liveBefore / 1048576).toFixed(1)} MB before, ${((await liveObjects(streamPage)) / 1048576).toFixed(1)} MB after`,
  );
  console.log(
    `  ${domBefore} DOM elements before, ${await domNodes(streamPage)} after; the header says '${showNew?.trim()}'`,
  );
  await browser.close();
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
