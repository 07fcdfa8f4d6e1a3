// Where a warm start's time goes: a CPU profile and a Performance trace of a second visit (the
// HTTP cache warm, the timeline snapshot deleted) and a third (the snapshot kept) of /main/all for
// a visitor and /main/friends signed in, under Lighthouse's mobile profile (network-profile.ts).
// For each it prints the fifth post's time, the main thread's time by owner (the samples' own
// frames through the builds' source maps: the browser's own work, @murmur/shared with zod and
// DOMPurify, react, the shell, each remote...) and the main thread's tasks over 20 ms in order, and
// writes the .cpuprofile and trace files (open them in DevTools) to BENCH_PROFILE_OUT.
//
//   cd e2e && npx tsx bench/warm-start-profile.ts
//
// Not a `*.bench.ts` (npm run bench does not run it): the profiler slows the page (the fifth post
// comes ~1.5 times later), so its times are for finding where the time goes, not for comparing
// builds; side-by-side.bench.ts does that. Ports follow the journeys' variables.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import { type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startServer, stopServer } from '../support/start-server';
import { applyProfile, MOBILE } from './network-profile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEV_PORT = Number(process.env.E2E_DEV_INSTANCE_PORT ?? 4200);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8280);
const BASE = `http://localhost:${GATEWAY_PORT}`;
const OUT = process.env.BENCH_PROFILE_OUT ?? path.join(root, 'e2e/test-results/warm-start-profile');
const POST = '[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))';

interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> };
}

/** Init script: marks the frame the fifth post is painted in ('fifth-post' in the trace). */
function fifthPostProbe(selector: string) {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll(selector).length < 5) return;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark('fifth-post'));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One visit, profiled when `label` is given; the page is closed afterwards. */
async function visit(context: BrowserContext, url: string, label?: string): Promise<void> {
  const page = await context.newPage();
  await applyProfile(context, page, MOBILE);
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(fifthPostProbe, POST);
  const events: TraceEvent[] = [];
  if (label) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,toplevel',
      transferMode: 'ReportEvents',
    });
  }
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('fifth-post').length > 0, null, {
    timeout: 60_000,
    polling: 50,
  });
  if (label) {
    const { profile } = await cdp.send('Profiler.stop');
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(path.join(OUT, `${label}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(path.join(OUT, `${label}.trace.json`), JSON.stringify({ traceEvents: events }));
    report(label, profile as unknown as CpuProfile, events);
  }
  await page.waitForTimeout(1500); // what a visit stores (the snapshot) is written after the feed
  await page.close();
}

const maps = new Map<string, { sources: string[]; lines: number[][][] } | null>();
/** The source file a frame ran in, through the build's source map ('' where there is none). */
function sourceOf(frame: CallFrame): string {
  if (!frame.url.startsWith(BASE)) return frame.url ? '' : frame.functionName;
  const file = new URL(frame.url).pathname;
  if (!maps.has(file)) {
    const [, remote, rest] = file.match(/^\/remotes\/([^/]+)\/(.*)$/) ?? [];
    const built = remote
      ? path.join(root, 'remotes', remote, 'dist', rest ?? '')
      : path.join(root, 'shell/dist', file);
    const json = existsSync(`${built}.map`) ? JSON.parse(readFileSync(`${built}.map`, 'utf8')) : null;
    maps.set(file, json ? { sources: json.sources, lines: decode(json.mappings) as number[][][] } : null);
  }
  const map = maps.get(file);
  const line = map?.lines[frame.lineNumber];
  if (!map || !line) return file;
  let found: number[] | undefined;
  for (const segment of line) if ((segment[0] ?? 0) <= frame.columnNumber) found = segment;
  return found && found.length > 1 ? (map.sources[found[1] ?? 0] ?? file) : file;
}

/** Who a sample's own frame belongs to. */
function ownerOf(frame: CallFrame): string {
  if (frame.functionName === '(program)') return "the browser's own (style, layout, paint, parsing...)";
  if (frame.functionName === '(idle)') return 'idle';
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  const source = sourceOf(frame);
  const rules: [RegExp, string][] = [
    [/zod|dompurify|idb-keyval|shared\/src\//, '@murmur/shared, zod, DOMPurify'],
    [/murmur_boot/, "the shell's early entry"],
    [/murmur_shell\/\.\/src/, 'the shell'],
    [/murmur_(timelines|composer|settings|profiles|moderation)\/\.\/src/, 'remote '],
    [/react-dom|scheduler|\/react\//, 'react'],
    [/formatjs|react-intl|intl-messageformat/, 'react-intl'],
    [/module-federation|webpack\/runtime|webpack\/bootstrap/, 'federation and bundler runtime'],
    [/react-router/, 'react-router'],
    [/rxjs|tslib/, 'rxjs'],
    [/lucide/, 'lucide-react'],
  ];
  for (const [test, owner] of rules)
    if (test.test(source))
      return owner === 'remote ' ? `remote ${source.match(/murmur_(\w+)/)?.[1] ?? ''}` : owner;
  return source === '' || /^[a-zA-Z]+$/.test(source) ? 'DOM and other browser calls' : `other (${source})`;
}

function report(label: string, profile: CpuProfile, events: TraceEvent[]): void {
  const mark = events.find((e) => e.name === 'fifth-post');
  if (!mark) {
    console.log(`${label}: no fifth-post mark in the trace`);
    return;
  }
  const main = (e: TraceEvent) => e.pid === mark.pid && e.tid === mark.tid;
  const start = Math.min(...events.filter((e) => main(e) && e.name === 'navigationStart').map((e) => e.ts));
  const ms = (ts: number) => Math.round((ts - start) / 1000);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const owners = new Map<string, number>();
  let ts = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id);
    if (ts < start || ts > mark.ts || !frame) return;
    const owner = ownerOf(frame);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    owners.set(owner, (owners.get(owner) ?? 0) + dt);
    total += dt;
  });
  console.log(`\n${label}: fifth post at ${ms(mark.ts)} ms (profiled); main thread by owner:`);
  for (const [owner, t] of [...owners].sort((a, b) => b[1] - a[1]))
    console.log(`  ${t.toFixed(0).padStart(6)} ms ${((100 * t) / total).toFixed(1).padStart(5)} %  ${owner}`);
  console.log('  tasks over 20 ms (start, length, what ran in them):');
  const spans = events.filter(
    (e) => main(e) && e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts <= mark.ts,
  );
  for (const task of spans.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 20_000)) {
    const inside = spans
      .filter(
        (e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0),
      )
      .filter(
        (e) =>
          (e.dur ?? 0) >= 5_000 &&
          /Evaluate|FunctionCall|Layout|Paint|ParseHTML|TimerFire|AnimationFrame|GC/.test(e.name),
      )
      .map((e) => {
        const data = e.args?.data ?? {};
        const what = String(data.url ?? data.functionName ?? data.type ?? '').replace(BASE, '');
        return `${e.name}${what ? ` ${what.slice(-40)}` : ''} ${Math.round((e.dur ?? 0) / 1000)}`;
      });
    console.log(
      `  ${String(ms(task.ts)).padStart(6)} ${String(Math.round((task.dur ?? 0) / 1000)).padStart(5)} ms  ${inside.slice(0, 5).join(' | ')}`,
    );
  }
}

async function deleteSnapshot(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'indexeddb' });
  await page.close();
}

mkdirSync(OUT, { recursive: true });
const servers = [
  await startServer(
    ['--filter', '@murmur/dev-instance', 'start', '--port', String(DEV_PORT), '--size', 'large'],
    `http://127.0.0.1:${DEV_PORT}/api/v1/instance`,
    true,
  ),
  await startServer(
    [
      '--filter',
      '@murmur/gateway',
      'start',
      '--port',
      String(GATEWAY_PORT),
      '--backend',
      `http://127.0.0.1:${DEV_PORT}`,
    ],
    `${BASE}/static/remotes.json`,
    true,
  ),
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const who of ['visitor', 'signed-in'] as const) {
    const context = await browser.newContext();
    let path = '/main/all';
    if (who === 'signed-in') {
      path = '/main/friends';
      const page = await context.newPage();
      await page.goto(`${BASE}/login`);
      const panel = page.getByRole('region', { name: 'Log in' });
      await panel.getByLabel('Username').fill('alice');
      await panel.getByLabel('Password').fill('murmur-demo');
      await panel.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(/\/main\/friends/);
      await page.close();
    }
    await visit(context, BASE + path);
    await deleteSnapshot(context);
    await visit(context, BASE + path, `${who}-second`);
    await visit(context, BASE + path, `${who}-third`);
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of servers) await stopServer(server);
}
console.log(`\nprofiles and traces: ${OUT}`);
