// Where the emoji picker's long tasks come from: a CPU profile (CDP Profiler) of opening the picker
// the first time (the emoji data fetched and parsed) and of filtering it, with the same 5,000
// custom emoji as the browser benchmark. Prints each stretch of main-thread work over 50 ms and
// the functions that took its time (self and total), names read back from the source maps.
// It asserts nothing; it explains the benchmark's figures.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { signIn } from '../support/sign-in';
import { stopServer } from '../support/start-server';
import { BASE, startBenchServers } from './bench-servers';
import type { TraceEvent } from './measures';

const EMOJI_COUNT = Number(process.env.BENCH_EMOJI_COUNT ?? 5_000);
const ROOT = path.resolve(import.meta.dirname, '../..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// source-map-js comes with the build tools; looked up where pnpm keeps it.
type Consumer = {
  originalPositionFor(p: { line: number; column: number }): {
    source: string | null;
    line: number | null;
    name: string | null;
  };
};
const require = createRequire(import.meta.url);
function sourceMapModule(): { SourceMapConsumer: new (raw: unknown) => Consumer } | null {
  const store = path.join(ROOT, 'node_modules/.pnpm');
  for (const name of readdirSync(store))
    if (name.startsWith('source-map-js@'))
      return require(path.join(store, name, 'node_modules/source-map-js'));
  return null;
}
const maps = new Map<string, Consumer | null>();
const sourceMaps = sourceMapModule();

function consumerFor(url: string): Consumer | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let consumer: Consumer | null = null;
  const match = /\/remotes\/([^/]+)\/(.+\.js)$/.exec(new URL(url, BASE).pathname);
  const file = match
    ? path.join(ROOT, 'remotes', match[1] as string, 'dist', match[2] as string)
    : path.join(ROOT, 'shell/dist', new URL(url, BASE).pathname.split('/').pop() ?? '');
  try {
    if (sourceMaps)
      consumer = new sourceMaps.SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  } catch {
    consumer = null;
  }
  maps.set(url, consumer);
  return consumer;
}

function nameOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(anonymous)';
  const consumer = consumerFor(frame.url);
  const file = frame.url.split('/').pop();
  if (!consumer) return `${frame.functionName || '(anon)'} ${file}:${frame.lineNumber + 1}`;
  const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = at.source?.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '') ?? file;
  return `${at.name ?? frame.functionName ?? '(anon)'} ${source}:${at.line}`;
}

/**
 * The renderer's main-thread tasks over 50 ms (wall clock) or 8 ms of its own CPU time, from the
 * trace; for each, the functions the profiler sampled in it. Under load a task's wall time is
 * mostly the wait for a core, so its CPU time ('cpu') says what the code itself costs.
 */
function report(label: string, profile: Profile & { startTime: number }, trace: TraceEvent[]): void {
  const main = trace.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = trace.filter(
    (e) =>
      main &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      ((e.dur ?? 0) > 50_000 || (e.tdur ?? 0) > 8_000),
  );
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stamps: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    stamps.push(time);
  }
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  console.log(
    `\n== ${label}: ${tasks.length} tasks over 50 ms or 8 ms CPU (their CPU ${(cpu / 1000).toFixed(0)} ms)`,
  );
  for (const task of tasks) {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    let count = 0;
    profile.samples.forEach((id, i) => {
      const at = stamps[i] ?? 0;
      if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
      count++;
      const node = byId.get(id) as ProfileNode;
      const name = nameOf(node.callFrame);
      self.set(name, (self.get(name) ?? 0) + 1);
      const seen = new Set<string>();
      for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
        const n = nameOf((byId.get(up) as ProfileNode).callFrame);
        if (seen.has(n)) continue;
        seen.add(n);
        total.set(n, (total.get(n) ?? 0) + 1);
      }
    });
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([n, c]) => `    ${((100 * c) / Math.max(count, 1)).toFixed(0).padStart(4)}%  ${n}`)
        .join('\n');
    console.log(
      `-- wall ${((task.dur ?? 0) / 1000).toFixed(0)} ms, cpu ${((task.tdur ?? 0) / 1000).toFixed(1)} ms, ${count} samples; self:`,
    );
    // What the browser did in it, by trace event (style, layout, paint, script, parse...).
    const inner = new Map<string, number>();
    for (const e of trace)
      if (
        e !== task &&
        e.ph === 'X' &&
        e.tid === task.tid &&
        e.pid === task.pid &&
        e.ts >= task.ts &&
        e.ts < task.ts + (task.dur ?? 0)
      )
        inner.set(e.name, (inner.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0));
    console.log(
      `   events: ${[...inner]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([n, t]) => `${n} ${(t / 1000).toFixed(1)}`)
        .join(', ')}`,
    );
    console.log(top(self, 10));
    console.log('   total:');
    console.log(top(total, Number(process.env.PROFILE_TOTAL ?? 22)));
  }
}

async function profiled(
  page: Page,
  session: CDPSession,
  label: string,
  work: () => Promise<void>,
): Promise<void> {
  const browser = page.context().browser();
  await browser?.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await session.send('Profiler.start');
  await work();
  const { profile } = (await session.send('Profiler.stop')) as { profile: Profile & { startTime: number } };
  const buffer = await browser?.stopTracing();
  const trace = JSON.parse(buffer?.toString() ?? '{"traceEvents":[]}') as { traceEvents: TraceEvent[] };
  report(label, profile, trace.traceEvents);
}

async function run(page: Page, session: CDPSession): Promise<void> {
  await page.goto('/main/friends');
  const form = page.getByRole('form', { name: 'Post new status' }).first();
  await form.waitFor();
  await page.getByRole('feed').locator('article').first().waitFor();
  await page.waitForTimeout(1_500);
  const picker = page.getByRole('dialog', { name: 'Insert emoji' });
  // The page's own work with the picker closed, for comparison (frames painted without it).
  await profiled(page, session, 'the page alone, 1 s', () => page.waitForTimeout(1_000));
  await profiled(page, session, 'open', async () => {
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await picker.locator('.emoji-picker__cell').first().waitFor();
    await page.waitForTimeout(500);
  });
  const search = picker.getByRole('searchbox');
  await profiled(page, session, "filter 'blob_1', 'cat'", async () => {
    await search.pressSequentially('blob_1', { delay: 60 });
    await search.fill('');
    await search.pressSequentially('cat', { delay: 60 });
    await page.waitForTimeout(300);
  });
  await search.fill('');
  await page.waitForTimeout(300);
  await profiled(page, session, "filter 'hand'", async () => {
    await search.pressSequentially('hand', { delay: 60 });
    await page.waitForTimeout(300);
  });
  await page.keyboard.press('Escape');
}

const servers: ChildProcess[] = [];
try {
  servers.push(...(await startBenchServers()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signIn(page, 'alice');
  const emoji: Record<string, { image_url: string; tags: string[] }> = {};
  for (let i = 0; i < EMOJI_COUNT; i++)
    emoji[`bench_${i % 7 === 0 ? 'blob' : 'cat'}_${i}`] = {
      image_url: `/emoji/blobcat.png?${i}`,
      tags: [`pack:pack${i % 50}`],
    };
  await context.route('**/api/v1/pleroma/emoji', (route) => route.fulfill({ json: emoji }));
  const session = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  const runs = Number(process.env.PROFILE_RUNS ?? 1);
  for (let i = 0; i < runs; i++) await run(page, session);
  await browser.close();
} finally {
  for (const server of servers) await stopServer(server);
}
