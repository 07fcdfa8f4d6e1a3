// Prints figures for the composer in the browser (issue: the composer remote): the emoji picker
// with 5,000 custom emoji and the whole Unicode set (issue 23: time to open, the longest task
// while opening, the first time with the emoji data fetched and parsed, and while filtering by a
// shortcode and by a Unicode keyword; the emoji held and the cells in the DOM), and /main/public with its polls, cards and galleries against the same page
// with them taken out of the replies (time to the posts painted, longest task). It asserts
// nothing; it measures.
import type { ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { signIn } from '../support/sign-in';
import { stopServer } from '../support/start-server';
import { BASE, startBenchServers } from './bench-servers';
import { domNodes, LONGEST_TASK, longestTask, longestTaskCpu, resetLongestTask } from './measures';

const EMOJI_COUNT = Number(process.env.BENCH_EMOJI_COUNT ?? 5_000);
const RUNS = 3;
/** BENCH_PICKER_RUNS=8 for steadier picker figures; BENCH_PICKER_ONLY=1 leaves out the timeline. */
const PICKER_RUNS = Number(process.env.BENCH_PICKER_RUNS ?? RUNS);

/** EMOJI_COUNT custom emoji in Pleroma's shape, in 50 packs. */
function manyEmoji(): Record<string, { image_url: string; tags: string[] }> {
  const out: Record<string, { image_url: string; tags: string[] }> = {};
  for (let i = 0; i < EMOJI_COUNT; i++)
    out[`bench_${i % 7 === 0 ? 'blob' : 'cat'}_${i}`] = {
      image_url: `/emoji/blobcat.png?${i}`,
      tags: [`pack:pack${i % 50}`],
    };
  return out;
}

/**
 * One run of the picker: open it, filter by shortcodes, filter by a Unicode keyword. Each phase
 * gives its longest task (wall clock, from the page's long task observer), or with `traced` the
 * longest task's own CPU time from a trace (what the code costs, without the wait for a core).
 */
async function pickerRun(
  page: Page,
  traced = false,
): Promise<{
  open: number;
  openTask: number;
  filterTask: number;
  keywordTask: number;
  cells: number;
  held: number;
}> {
  await page.goto('/main/friends');
  const form = page.getByRole('form', { name: 'Post new status' }).first();
  await form.waitFor();
  // The timeline's own first render is not the picker's: let it settle before measuring.
  await page.getByRole('feed').locator('article').first().waitFor();
  await page.waitForTimeout(1_500);
  // Inside the measured stretches the page is found by CSS, not by role: Playwright's role queries
  // run in the page and walk every element of the timeline beside the picker, which makes long
  // tasks of their own under load (seen in the picker's profile, picker-profile.ts).
  const button = form.locator('button[aria-label="Insert emoji"]');
  const picker = page.locator('.emoji-picker[role="dialog"]');
  const status = picker.locator('.emoji-picker__status');
  const search = picker.locator('input[type="search"]');
  const phase = async (work: () => Promise<void>): Promise<number> => {
    if (traced) return longestTaskCpu(page, work);
    await resetLongestTask(page);
    await work();
    return longestTask(page);
  };
  let open = 0;
  const openTask = await phase(async () => {
    const started = Date.now();
    await button.click();
    await picker.locator('.emoji-picker__cell').first().waitFor();
    open = Date.now() - started;
    await page.waitForTimeout(300);
  });
  const cells = await picker.locator('.emoji-picker__cell').count();
  const held = Number((await status.textContent())?.replace(/\D/g, ''));
  const filterTask = await phase(async () => {
    await search.pressSequentially('blob_1', { delay: 60 });
    await status.filter({ hasText: 'emoji' }).waitFor();
    await search.fill('');
    await search.pressSequentially('cat', { delay: 60 });
    await page.waitForTimeout(300);
  });
  // A Unicode keyword (tags and shortcodes are searched too), typed as a reader types it.
  await search.fill('');
  await page.waitForTimeout(300);
  const keywordTask = await phase(async () => {
    await search.pressSequentially('hand', { delay: 60 });
    await page.waitForTimeout(300);
  });
  await page.keyboard.press('Escape');
  return { open, openTask, filterTask, keywordTask, cells, held };
}

/** Polls, cards and files taken out of every status in a reply (the plain timeline). */
function plain(json: unknown): unknown {
  if (!Array.isArray(json)) return json;
  return json.map((status: Record<string, unknown>) => {
    const strip = (s: Record<string, unknown> | null) =>
      s ? { ...s, poll: null, card: null, media_attachments: [] } : s;
    return { ...strip(status), reblog: strip(status.reblog as Record<string, unknown> | null) };
  });
}

async function timelineRun(
  page: Page,
  stripped: boolean,
): Promise<{ painted: number; task: number; posts: number }> {
  await page.unrouteAll();
  if (stripped)
    await page.route('**/api/v1/timelines/public*', async (route) => {
      const reply = await route.fetch();
      await route.fulfill({ response: reply, json: plain(await reply.json()) });
    });
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto('/main/public');
  await page.getByRole('feed').locator('article').nth(9).waitFor({ timeout: 60_000 });
  const painted = Date.now() - started;
  await page.waitForTimeout(1_000);
  return {
    painted,
    task: await longestTask(page),
    posts: await page.getByRole('feed').locator('article').count(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const servers: ChildProcess[] = [];
try {
  servers.push(...(await startBenchServers()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.addInitScript(LONGEST_TASK);
  await signIn(page, 'alice');
  const emoji = manyEmoji();
  await context.route('**/api/v1/pleroma/emoji', (route) => route.fulfill({ json: emoji }));

  const picker = [];
  for (let i = 0; i < PICKER_RUNS; i++) picker.push(await pickerRun(page));
  console.log(
    `The emoji picker with ${EMOJI_COUNT} custom emoji and the Unicode set (signed in, ${PICKER_RUNS} runs; the first fetches and parses the emoji data):`,
  );
  console.log(`  open to first cell: ${picker.map((r) => r.open).join(', ')} ms (wall clock, this machine)`);
  console.log(`  longest task while opening: ${picker.map((r) => r.openTask.toFixed(0)).join(', ')} ms`);
  console.log(
    `  longest task while filtering ('blob_1', 'cat'): ${picker.map((r) => r.filterTask.toFixed(0)).join(', ')} ms`,
  );
  console.log(
    `  longest task while filtering by a Unicode keyword ('hand'): ${picker.map((r) => r.keywordTask.toFixed(0)).join(', ')} ms`,
  );
  console.log(`  cells in the DOM: ${picker[0]?.cells} of ${picker[0]?.held} emoji held`);
  // The same with a trace (slower, so runs of their own): under load a task's wall time is mostly
  // its wait for a core; its own CPU time is what the page's code costs on this machine.
  const cpu = [];
  for (let i = 0; i < RUNS; i++) cpu.push(await pickerRun(page, true));
  console.log(
    `  longest task's own CPU time (traced, ${RUNS} more runs): opening ${cpu.map((r) => r.openTask.toFixed(0)).join(', ')} ms; filtering ${cpu.map((r) => r.filterTask.toFixed(0)).join(', ')} ms; by keyword ${cpu.map((r) => r.keywordTask.toFixed(0)).join(', ')} ms`,
  );

  if (!process.env.BENCH_PICKER_ONLY) {
    const rich = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      bare.push(await timelineRun(page, true));
      rich.push(await timelineRun(page, false));
    }
    console.log('/main/public, signed in, alternating runs (10th post painted):');
    console.log(
      `  with polls, cards and galleries: median ${median(rich.map((r) => r.painted))} ms, longest task ${median(rich.map((r) => r.task)).toFixed(0)} ms`,
    );
    console.log(
      `  the same posts without them:     median ${median(bare.map((r) => r.painted))} ms, longest task ${median(bare.map((r) => r.task)).toFixed(0)} ms`,
    );
    console.log(`  elements with them: ${await domNodes(page)}`);
  }
  await browser.close();
} finally {
  for (const server of servers) await stopServer(server);
}
