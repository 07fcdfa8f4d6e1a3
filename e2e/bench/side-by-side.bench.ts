// Start-up, return, a busy signed-in stream and the first opening of a screen, measured as a
// reader meets them, and beside Akkoma-FE when a build of it is given. One dev instance (the large
// world by default) serves every client; the clients take turns in each round (A B A B ...), so a
// figure and its peer's are taken under the same load. It asserts nothing; it measures.
//
//   BENCH_PEER_DIST=<folder>  a peer's production build (Akkoma-FE's dist/), served beside Murmur
//                             against the same instance and timed alternately with it
//   BENCH_BASE_BUILDS=<folder> an earlier Murmur build laid out like the repository (shell/dist,
//                             remotes/<name>/dist), timed alternately too (before and after a change)
//   BENCH_BASE_GATEWAY_ARGS   more options for that build's gateway ('--start-up-data off
//                             --compression off': the gateway as it was before decision 0161)
//   BENCH_MEASURES            start,home,screens,stream (default start,home,screens)
//   BENCH_RUNS (9)  BENCH_SIZE (large)  BENCH_LATENCY_MS (0)
//   BENCH_PROFILE=mobile      every page under Lighthouse's mobile profile (network-profile.ts)
//   BENCH_STREAM_MINUTES (10; 60 for the hour-long run)  BENCH_STREAM_RATE (600 actions a minute,
//                             every other one mentioning the signed-in user and some short polls
//                             they voted in, so the notifications grow too)
//
// How a reader meets them:
// - cold: a new browser profile (empty HTTP cache, no storage) opens the page;
// - second visit: that page is closed, and a new one opens in the same profile, with Murmur's
//   timeline snapshot deleted (the HTTP cache only, as the peers have); third visit: closed again,
//   opened again, the snapshot the second visit left in place (`thirdShown`: when its fifth post of
//   any kind shows, the start-up screen's posts from the last visit included);
// - signed in: the reader signs in once through each client's own form; every signed-in profile
//   starts from what that sign-in stored (Murmur: its token only);
// - stream: signed in, the page open in real time (no fast clock) while the instance replays
//   BENCH_STREAM_RATE actions a minute; heap after GC, elements, JS event listeners and uncaught
//   errors at each minute;
// - screens (Murmur): from /main/all after a reader's pause, the first thread and the first
//   profile opened by pointing at the link and clicking it, then a second of each.
import type { ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Route } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startServer, stopServer } from '../support/start-server';
import { domCounters, domNodes, gcHeap } from './measures';
import { applyProfile, benchProfile, describeProfile } from './network-profile';
import { servePeer } from './serve-peer';

const DEV_PORT = Number(process.env.E2E_DEV_INSTANCE_PORT ?? 4200);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8280);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SIZE = process.env.BENCH_SIZE ?? 'large';
const PROFILE = benchProfile();
const MEASURES = new Set((process.env.BENCH_MEASURES ?? 'start,home,screens').split(','));
const STREAM_MINUTES = Number(process.env.BENCH_STREAM_MINUTES ?? 10);
const STREAM_RATE = Number(process.env.BENCH_STREAM_RATE ?? 600);
const USER = 'alice';
const PASSWORD = 'murmur-demo';

type Kind = 'murmur' | 'pleroma-fe';
interface Client {
  name: string;
  kind: Kind;
  base: string;
}

/** What marks a post, per kind of client (Akkoma-FE and Pleroma-FE share their markup). */
const POST: Record<Kind, string> = {
  murmur: '[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))',
  'pleroma-fe': '.timeline .Status',
};

const clients: Client[] = [{ name: 'murmur', kind: 'murmur', base: `http://localhost:${GATEWAY_PORT}` }];
if (process.env.BENCH_BASE_BUILDS)
  clients.push({ name: 'murmur-before', kind: 'murmur', base: `http://localhost:${GATEWAY_PORT + 2}` });
if (process.env.BENCH_PEER_DIST)
  clients.push({ name: 'akkoma-fe', kind: 'pleroma-fe', base: `http://localhost:${GATEWAY_PORT + 1}` });
/** Ratios are to Akkoma-FE when it runs, else to the earlier build. */
const reference = clients.find((c) => c.kind === 'pleroma-fe') ?? clients[1];

/** Murmur's start-up screen's posts from the last visit (its snapshot), before the feed. */
const LAST_VISIT = '.start-snapshot__post';

declare global {
  interface Window {
    __postsPainted?: number;
    __lastVisitShown?: number;
  }
}

/**
 * Init script: the time the `n`th post is painted (the frame after it is in the DOM), and the time
 * the `n`th post of any kind shows, the last visit's included (what a returning reader first sees).
 */
function paintProbe({ selector, shown, n }: { selector: string; shown: string; n: number }) {
  const observer = new MutationObserver(() => {
    if (
      window.__lastVisitShown === undefined &&
      document.querySelectorAll(`${selector}, ${shown}`).length >= n
    ) {
      window.__lastVisitShown = -1;
      requestAnimationFrame(() => {
        window.__lastVisitShown = performance.now();
      });
    }
    if (window.__postsPainted !== undefined || document.querySelectorAll(selector).length < n) return;
    window.__postsPainted = -1;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__postsPainted = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await applyProfile(context, page, PROFILE);
  return page;
}

const isCode = (url: string, type: string) =>
  /javascript|text\/css/.test(type) || /\.(m?js|css)(\?|$)/.test(url);

interface Visit {
  ms: number;
  /** The 5th post of any kind shown, the last visit's included. */
  shownMs?: number;
  gzipBefore?: number;
  timelineStart?: number;
  requestsBefore?: number;
}

/** One visit in `context`: time to the fifth post painted; the page is closed afterwards. */
async function visit(context: BrowserContext, c: Client, path: string, bytes = false): Promise<Visit> {
  const page = await openPage(context);
  await page.addInitScript(paintProbe, { selector: POST[c.kind], shown: LAST_VISIT, n: 5 });
  const sizes = new Map<string, number>();
  const pending: Promise<unknown>[] = [];
  if (bytes)
    page.on('response', (r) => {
      if (!isCode(r.url(), r.headers()['content-type'] ?? '')) return;
      pending.push(
        r
          .body()
          .then((b) => sizes.set(r.url(), gzipSync(b, { level: 9 }).length))
          .catch(() => {}),
      );
    });
  const out: Visit = { ms: Number.NaN };
  try {
    await page.goto(c.base + path, { timeout: 60_000 });
    await page.waitForFunction(() => (window.__postsPainted ?? 0) > 0, null, {
      timeout: 60_000,
      polling: 50,
    });
    out.ms = await page.evaluate(() => window.__postsPainted ?? Number.NaN);
    out.shownMs = await page.evaluate(() => window.__lastVisitShown ?? Number.NaN);
  } catch (error) {
    console.error(`${c.name} ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (bytes) {
    await Promise.all(pending);
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
    );
    const limit = Number.isFinite(out.ms) ? out.ms : Number.POSITIVE_INFINITY;
    out.gzipBefore = entries
      .filter((e) => e.end <= limit && sizes.has(e.name))
      .reduce((sum, e) => sum + (sizes.get(e.name) ?? 0), 0);
    out.timelineStart = entries.find((e) => e.name.includes('/api/v1/timelines/'))?.start ?? Number.NaN;
    out.requestsBefore = entries.filter((e) => e.start <= limit).length;
  }
  // A reader stays a moment (Murmur writes its snapshot after the first page).
  await page.waitForTimeout(1000);
  await page.close();
  return out;
}

/** Deletes Murmur's timeline snapshot (its only IndexedDB database; the session is in localStorage). */
async function deleteSnapshot(context: BrowserContext, c: Client): Promise<void> {
  if (c.kind !== 'murmur') return;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(c.base).origin, storageTypes: 'indexeddb' });
  await page.close();
}

/**
 * The dev instance reads form fields from urlencoded or JSON bodies; the peers register their app
 * and ask for a token with multipart forms (which Akkoma accepts). For their one sign-in those two
 * requests are re-encoded, same fields.
 */
async function reencodeForm(route: Route): Promise<void> {
  const req = route.request();
  const type = req.headers()['content-type'] ?? '';
  if (req.method() !== 'POST' || !type.startsWith('multipart/form-data')) return route.continue();
  const form = await new Response(new Uint8Array(req.postDataBuffer() ?? new Uint8Array()), {
    headers: { 'content-type': type },
  }).formData();
  const body = new URLSearchParams();
  for (const [k, v] of form) body.append(k, String(v));
  const headers: Record<string, string> = {
    ...req.headers(),
    'content-type': 'application/x-www-form-urlencoded',
  };
  delete headers['content-length'];
  return route.continue({ postData: body.toString(), headers });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the client's own form; returns what later signed-in profiles start from. */
async function signInThroughForm(browser: Browser, c: Client): Promise<StorageState> {
  const context = await browser.newContext();
  if (c.kind !== 'murmur')
    for (const u of ['**/api/v1/apps', '**/oauth/token']) await context.route(u, reencodeForm);
  const page = await context.newPage();
  if (c.kind === 'murmur') {
    await page.goto(`${c.base}/login`);
    const panel = page.getByRole('region', { name: 'Log in' });
    await panel.getByLabel('Username').fill(USER);
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  } else {
    await page.goto(`${c.base}/main/all`);
    await page.locator('#username').fill(USER);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('.login-form button[type=submit]').click();
  }
  await page.waitForURL(/\/main\/friends/, { timeout: 30_000 });
  await page.locator(POST[c.kind]).nth(4).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500); // what the client stores after signing in
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  if (c.kind !== 'murmur') return state;
  // Murmur: the token only (no timeline snapshot, no theme copy).
  return {
    cookies: [],
    origins: state.origins.map((o) => ({
      origin: o.origin,
      localStorage: o.localStorage.filter((i) => i.name.startsWith('murmur:oauth:')),
    })),
  };
}

type Sample = Record<string, number>;
const results = new Map<string, Map<string, Sample[]>>();
function record(measure: string, c: Client, sample: Sample): void {
  const byClient = results.get(measure) ?? new Map<string, Sample[]>();
  results.set(measure, byClient);
  byClient.set(c.name, [...(byClient.get(c.name) ?? []), sample]);
  console.log(JSON.stringify({ measure, client: c.name, ...sample }));
}

async function startRuns(
  browser: Browser,
  measure: string,
  path: string,
  states?: Map<Client, StorageState>,
) {
  for (let run = 0; run < RUNS; run++)
    for (const c of clients) {
      const state = states?.get(c);
      const context = await browser.newContext(state ? { storageState: state } : {});
      const cold = await visit(context, c, path, true);
      await deleteSnapshot(context, c);
      const second = await visit(context, c, path);
      const third = await visit(context, c, path);
      await context.close();
      record(measure, c, {
        run,
        cold: cold.ms,
        second: second.ms,
        third: third.ms,
        thirdShown: third.shownMs ?? Number.NaN,
        gzipKB: (cold.gzipBefore ?? 0) / 1024,
        timelineStart: cold.timelineStart ?? Number.NaN,
        requests: cold.requestsBefore ?? Number.NaN,
      });
    }
}

/** Time from the click on `link` to `painted` showing, the pointer resting on the link first. */
async function openScreen(page: Page, link: string, painted: string): Promise<number> {
  const target = page.locator(link).first();
  await target.hover();
  await page.waitForTimeout(150); // a reader's hand between pointing and clicking
  const t0 = await page.evaluate(() => performance.now());
  await target.click();
  await page.locator(painted).first().waitFor({ timeout: 60_000 });
  return (
    (await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
    )) - t0
  );
}

async function screenRuns(browser: Browser) {
  for (let run = 0; run < RUNS; run++)
    for (const c of clients.filter((x) => x.kind === 'murmur')) {
      const context = await browser.newContext();
      const page = await openPage(context);
      await page.goto(`${c.base}/main/all`);
      await page.locator(POST.murmur).nth(4).waitFor();
      await page.waitForTimeout(2000); // the reader reads a moment before opening anything
      const nth = (i: number, sel: string) => `${POST.murmur} >> nth=${i} >> ${sel}`;
      const thread1 = await openScreen(page, nth(0, '.status-time-link'), '.conversation article');
      await page.goBack();
      await page.locator(POST.murmur).nth(4).waitFor();
      const thread2 = await openScreen(page, nth(2, '.status-time-link'), '.conversation article');
      await page.goBack();
      await page.locator(POST.murmur).nth(4).waitFor();
      const profile1 = await openScreen(page, nth(1, '.status-author'), '.profile .profile__tabs');
      await page.goBack();
      await page.locator(POST.murmur).nth(4).waitFor();
      const profile2 = await openScreen(page, nth(3, '.status-author'), '.profile .profile__tabs');
      await context.close();
      record('screens', c, { run, thread1, thread2, profile1, profile2 });
    }
}

async function streamRun(browser: Browser, states: Map<Client, StorageState>) {
  const open: { c: Client; page: Page; errors: string[] }[] = [];
  for (const c of clients) {
    const context = await browser.newContext({ storageState: states.get(c) });
    const page = await context.newPage();
    // Uncaught errors and rejections over the whole run: the figure must stay at 0.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${c.base}/main/all`);
    await page.locator(POST[c.kind]).nth(4).waitFor({ timeout: 60_000 });
    open.push({ c, page, errors });
  }
  // Each second, a sixtieth of the minute's actions; every other one mentions the reader.
  const perSecond = Math.max(1, Math.round(STREAM_RATE / 60));
  const driver = setInterval(() => {
    void fetch(`${DEV_URL}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: perSecond, notify: USER }),
    }).catch(() => {});
  }, 1000);
  const t0 = Date.now();
  try {
    for (let minute = 0; minute <= STREAM_MINUTES; minute++) {
      const wait = t0 + minute * 60_000 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      for (const { c, page, errors } of open) {
        // After the collection, so the counts are of what the page still holds.
        const heapMB = (await gcHeap(page)) / 1048576;
        const counters = await domCounters(page);
        record('stream', c, {
          minute,
          heapMB,
          elements: await domNodes(page),
          listeners: counters.jsEventListeners,
          nodes: counters.nodes,
          errors: errors.length,
        });
      }
    }
  } finally {
    clearInterval(driver);
    for (const { c, page, errors } of open) {
      if (errors.length) console.log(`${c.name}: ${errors.length} uncaught errors, first: ${errors[0]}`);
      await page.context().close();
    }
  }
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const fmt = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

function summary(measure: string, field: string, digits = 0): void {
  const byClient = results.get(measure);
  if (!byClient) return;
  const refMedian = reference
    ? median((byClient.get(reference.name) ?? []).map((s) => s[field] ?? Number.NaN))
    : Number.NaN;
  console.log(`\n${measure}.${field}`);
  for (const c of clients) {
    const xs = (byClient.get(c.name) ?? []).map((s) => s[field] ?? Number.NaN);
    const m = median(xs);
    const ratio =
      reference && c !== reference ? `  ${c.name} / ${reference.name} ${fmt(m / refMedian, 2)}` : '';
    console.log(
      `  ${c.name.padEnd(14)} median ${fmt(m, digits).padStart(7)}  [${xs.map((x) => fmt(x, digits)).join(' ')}]${ratio}`,
    );
  }
}

const servers: ChildProcess[] = [];
const stoppers: (() => Promise<void>)[] = [];
try {
  servers.push(
    await startServer(
      ['--filter', '@murmur/dev-instance', 'start', '--port', String(DEV_PORT), '--size', SIZE],
      `${DEV_URL}/api/v1/instance`,
      true,
    ),
  );
  const gateway = (port: number, extra: string[] = []) =>
    startServer(
      ['--filter', '@murmur/gateway', 'start', '--port', String(port), '--backend', DEV_URL, ...extra],
      `http://localhost:${port}/static/remotes.json`,
      true,
    );
  servers.push(await gateway(GATEWAY_PORT));
  if (process.env.BENCH_BASE_BUILDS)
    servers.push(
      await gateway(GATEWAY_PORT + 2, [
        '--builds',
        process.env.BENCH_BASE_BUILDS,
        ...(process.env.BENCH_BASE_GATEWAY_ARGS ?? '').split(' ').filter(Boolean),
      ]),
    );
  if (process.env.BENCH_PEER_DIST)
    stoppers.push(await servePeer(process.env.BENCH_PEER_DIST, GATEWAY_PORT + 1, DEV_URL));

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    if (MEASURES.has('start')) await startRuns(browser, 'start', '/main/all');
    const states = new Map<Client, StorageState>();
    if (MEASURES.has('home') || MEASURES.has('stream'))
      for (const c of clients) states.set(c, await signInThroughForm(browser, c));
    if (MEASURES.has('home')) await startRuns(browser, 'home', '/main/friends', states);
    if (MEASURES.has('screens')) await screenRuns(browser);
    if (MEASURES.has('stream')) await streamRun(browser, states);
  } finally {
    await browser.close();
  }

  console.log(
    `\nclients: ${clients.map((c) => `${c.name} ${c.base}`).join(', ')}; world ${SIZE}; ${RUNS} rounds, alternating`,
  );
  console.log(describeProfile(PROFILE));
  for (const f of ['cold', 'second', 'third', 'thirdShown', 'gzipKB', 'timelineStart', 'requests'])
    summary('start', f, f === 'gzipKB' ? 1 : 0);
  for (const f of ['cold', 'second', 'third', 'thirdShown', 'timelineStart']) summary('home', f);
  for (const f of ['thread1', 'thread2', 'profile1', 'profile2']) summary('screens', f);
  const stream = results.get('stream');
  if (stream) {
    console.log(
      `\nstream, signed in, ${STREAM_RATE} actions a minute in real time: heap after GC (MB) / elements, by minute`,
    );
    for (const c of clients)
      console.log(
        `  ${c.name.padEnd(14)} ${(stream.get(c.name) ?? []).map((s) => `${fmt(s.heapMB ?? Number.NaN, 1)}/${s.elements}`).join(' ')}`,
      );
    console.log('JS event listeners / nodes held by the renderer (detached ones too), by minute');
    for (const c of clients)
      console.log(
        `  ${c.name.padEnd(14)} ${(stream.get(c.name) ?? []).map((s) => `${s.listeners}/${s.nodes}`).join(' ')}`,
      );
    // The issue's flatness figure: heap after GC from minute 10 to the last (or from the first
    // minute on a shorter run), and the uncaught errors of the whole run.
    const from = Math.min(10, STREAM_MINUTES);
    for (const c of clients) {
      const samples = stream.get(c.name) ?? [];
      const at = (minute: number) => samples.find((s) => s.minute === minute);
      const first = at(from);
      const last = at(STREAM_MINUTES);
      if (!first || !last) continue;
      console.log(
        `  ${c.name.padEnd(14)} minute ${from} -> ${STREAM_MINUTES}: heap ${fmt(first.heapMB ?? Number.NaN, 1)} -> ${fmt(last.heapMB ?? Number.NaN, 1)} MB (${fmt((last.heapMB ?? 0) - (first.heapMB ?? 0), 1)}), elements ${first.elements} -> ${last.elements}, listeners ${first.listeners} -> ${last.listeners}, uncaught errors ${last.errors}`,
      );
    }
  }
} finally {
  for (const stop of stoppers) await stop();
  for (const server of servers) await stopServer(server);
}
