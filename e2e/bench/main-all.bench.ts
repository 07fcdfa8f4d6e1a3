// Prints figures for /main/all on the production build: bytes of JS and CSS the browser downloaded
// with a cold cache (raw and gzip), time from navigation to the first five posts painted, cold and
// warm (median of runs), the request waterfall of a cold start, the JS heap after 200 posts, the
// heap after 10 and 60 simulated minutes of a busy stream, and DOM nodes after 1,000 posts
// scrolled. It asserts nothing; it measures.
//
// BENCH_LATENCY_MS adds that much to every request's round trip (Chromium's network emulation), as a
// server across the internet would, where each request left in the start-up waterfall costs it.
// BENCH_PROFILE=mobile runs every page under Lighthouse's mobile profile (network-profile.ts). The
// bytes before the fifth post are shared out by part through the source maps (byte-split.ts).
//
// Ports follow the journeys' variables (E2E_DEV_INSTANCE_PORT, E2E_GATEWAY_PORT) so it can run
// beside them; its defaults are its own.
import type { ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { submitLogin } from '../support/sign-in';
import { BASE, DEV_URL, startBenchServers } from './bench-servers';
import { type Download, splitByPart } from './byte-split';
import { domNodes, gcHeap } from './measures';
import { applyProfile, benchProfile, describeProfile } from './network-profile';

/** Posts a minute streamed in the memory figures (the rate the target was stated for). */
const STREAM_RATE = Number(process.env.BENCH_STREAM_RATE ?? 600);
const STREAM_MINUTES = Number(process.env.BENCH_STREAM_MINUTES ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PROFILE = benchProfile();
/** BENCH_START_ONLY=1: the bytes and start-up figures only (no heap, scrolling or streaming). */
const START_ONLY = process.env.BENCH_START_ONLY === '1';

/** A page under the bench's profile (BENCH_PROFILE, BENCH_LATENCY_MS). */
async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await applyProfile(context, page, PROFILE);
  return page;
}
const BUDGET_GZIP = 160 * 1024;

interface Transfer extends Download {
  raw: number;
  /** Bytes on the wire (Resource Timing's transferSize: compressed when the server compressed). */
  wire: number;
  /** Whether it had arrived when the fifth post painted. */
  beforeFifthPost: boolean;
}

const FIRST_POST_PROBE = () => {
  const w = window as unknown as { __firstPost?: number };
  const observer = new MutationObserver(() => {
    if (
      w.__firstPost === undefined &&
      document.querySelectorAll('[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))')
        .length >= 5
    ) {
      // The frame after the post is in the DOM is the one that paints it. A placeholder (aria-busy,
      // a post whose code is on its way) or a post holding one (its parts on their way) is not a
      // painted post.
      requestAnimationFrame(() => {
        w.__firstPost = performance.now();
      });
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** The JS and CSS a cold start downloads, each marked by whether the fifth post waited for it. */
async function measureBytes(page: Page): Promise<{ transfers: Transfer[]; firstPosts: number }> {
  const bodies: Omit<Transfer, 'wire' | 'beforeFifthPost'>[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    const kind =
      /javascript/.test(type) || url.endsWith('.js')
        ? 'js'
        : /css/.test(type) || url.endsWith('.css')
          ? 'css'
          : null;
    if (!kind) return;
    pending.push(
      response
        .body()
        .then((body) => {
          bodies.push({
            url,
            kind,
            body: body.toString('utf8'),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        })
        // a response without a body (redirect, aborted) carries no bytes
        .catch(() => undefined),
    );
  });
  await page.addInitScript(FIRST_POST_PROBE);
  await page.goto(`${BASE}/main/all`);
  await page.waitForFunction(() => (window as unknown as { __firstPost?: number }).__firstPost !== undefined);
  await page
    .locator('[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))')
    .nth(19)
    .waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const firstPosts = await page.evaluate(() => (window as unknown as { __firstPost: number }).__firstPost);
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      url: e.name,
      end: e.responseEnd,
      wire: e.transferSize,
    })),
  );
  const transfers = bodies.map((t) => {
    const timing = timings.find((e) => e.url === t.url);
    return {
      ...t,
      wire: timing?.wire ?? t.raw,
      beforeFifthPost: timing ? timing.end <= firstPosts : true,
    };
  });
  return { transfers, firstPosts };
}

async function timeToFirstPosts(page: Page, path = '/main/all'): Promise<number> {
  await page.addInitScript(FIRST_POST_PROBE);
  await page.goto(`${BASE}${path}`);
  await page.waitForFunction(() => (window as unknown as { __firstPost?: number }).__firstPost !== undefined);
  return page.evaluate(() => (window as unknown as { __firstPost: number }).__firstPost);
}

interface Started {
  name: string;
  start: number;
  end: number;
}

/** What the browser fetched before the first five posts painted, in the order it started. */
async function waterfall(page: Page): Promise<{ firstPosts: number; requests: Started[] }> {
  const firstPosts = await timeToFirstPosts(page);
  const requests = await page.evaluate(
    (limit) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime <= limit)
        .map((e) => ({
          name: new URL(e.name).pathname + new URL(e.name).search,
          start: e.startTime,
          end: e.responseEnd,
        })),
    firstPosts,
  );
  return { firstPosts, requests: requests.sort((a, b) => a.start - b.start) };
}

/**
 * A busy stream, simulated: each minute the dev instance replays STREAM_RATE actions at once (each
 * streamed to the page), then the page's clock jumps a minute so its own timers (the store sweep,
 * relative times) run as they would. Returns the heap after GC at the given minutes. The streaming
 * preference is off (its default): the posts wait behind 'show new' rather than showing by
 * themselves, so the heap is that of a reader who has not caught up.
 */
async function heapWhileStreaming(page: Page, at: number[]): Promise<Map<number, number>> {
  const heaps = new Map<number, number>();
  await page.clock.install();
  await page.goto(`${BASE}/main/all`);
  await page
    .locator('[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))')
    .nth(4)
    .waitFor();
  heaps.set(0, await gcHeap(page));
  for (let minute = 1; minute <= Math.max(...at); minute++) {
    const reply = await fetch(`${DEV_URL}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: STREAM_RATE }),
    });
    if (!reply.ok) throw new Error(`/__dev/replay answered ${reply.status}`);
    // Let the page take in what was streamed before its minute ends.
    await page.waitForTimeout(400);
    await page.clock.fastForward(60_000);
    if (at.includes(minute)) heaps.set(minute, await gcHeap(page));
  }
  return heaps;
}

/** Scrolls /main/all until `count` posts have been loaded, then counts the page's elements. */
async function domAfterScrolling(page: Page, count: number): Promise<{ loaded: number; nodes: number }> {
  let loaded = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/timelines/public')) return;
    try {
      const body = await response.json();
      if (Array.isArray(body)) loaded += body.length;
    } catch {
      // not a page of statuses
    }
  });
  await page.goto(`${BASE}/main/all`);
  await page
    .locator('[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))')
    .nth(4)
    .waitFor();
  let stalled = 0;
  while (loaded < count && stalled < 40) {
    const before = loaded;
    await page.mouse.wheel(0, 4_000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
    stalled = loaded === before ? stalled + 1 : 0;
  }
  return { loaded, nodes: await domNodes(page) };
}

async function heapAfter200Posts(page: Page): Promise<number> {
  await domAfterScrolling(page, 200);
  return gcHeap(page);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const servers: ChildProcess[] = [];
try {
  servers.push(...(await startBenchServers()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

  // Bytes, cold cache: a fresh context has an empty HTTP cache.
  const bytesContext = await browser.newContext();
  const { transfers, firstPosts: bytesFirstPosts } = await measureBytes(await openPage(bytesContext));
  await bytesContext.close();

  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const first = await openPage(context);
    cold.push(await timeToFirstPosts(first));
    // The first page is closed, as a reader's tab would be: the second visit in the same context
    // finds the HTTP cache but none of the first page's memory.
    await first.close();
    warm.push(await timeToFirstPosts(await openPage(context)));
    await context.close();
  }

  // Signed in, on the home timeline: the stored token is checked on start-up. Each cold run is a
  // new context with alice's token stored (and nothing else: no cache, no timeline snapshot).
  const signInContext = await browser.newContext({ baseURL: BASE });
  const signInPage = await signInContext.newPage();
  await signInPage.goto('/login');
  await submitLogin(signInPage, 'alice');
  await signInPage.waitForURL(/\/main\/friends$/);
  const { origins } = await signInContext.storageState();
  await signInContext.close();
  const tokenOnly = {
    cookies: [],
    origins: origins.map((o) => ({
      ...o,
      localStorage: o.localStorage.filter((i) => i.name.startsWith('murmur:oauth:')),
    })),
  };
  const homeCold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ storageState: tokenOnly });
    homeCold.push(await timeToFirstPosts(await openPage(context), '/main/friends'));
    await context.close();
  }

  const waterfallContext = await browser.newContext();
  const start = await waterfall(await openPage(waterfallContext));
  await waterfallContext.close();

  let heap = 0;
  let scrolled = { loaded: 0, nodes: 0 };
  let streamed = new Map<number, number>();
  if (!START_ONLY) {
    const heapContext = await browser.newContext();
    heap = await heapAfter200Posts(await heapContext.newPage());
    await heapContext.close();

    // A longer timeline to scroll: a burst of posts first (the bench starts its own dev instance).
    await fetch(`${DEV_URL}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1_500 }),
    });
    const scrollContext = await browser.newContext();
    scrolled = await domAfterScrolling(await scrollContext.newPage(), 1_000);
    await scrollContext.close();

    const streamContext = await browser.newContext();
    const marks = [...new Set([10, STREAM_MINUTES])]
      .filter((m) => m > 0 && m <= STREAM_MINUTES)
      .sort((a, b) => a - b);
    streamed = await heapWhileStreaming(await streamContext.newPage(), marks);
    await streamContext.close();
  }
  await browser.close();

  const sum = (kind: 'js' | 'css', field: 'raw' | 'gzip') =>
    transfers.filter((t) => t.kind === kind).reduce((n, t) => n + t[field], 0);
  const totalGzip = sum('js', 'gzip') + sum('css', 'gzip');
  const before = transfers.filter((t) => t.beforeFifthPost);
  const parts = await splitByPart(before);

  console.log(`\n/main/all, production build, cold cache; ${describeProfile(PROFILE)}\n`);
  console.log('file'.padEnd(58), 'raw'.padStart(10), 'gzip'.padStart(10), 'wire'.padStart(10));
  for (const t of [...transfers].sort((a, b) => b.gzip - a.gzip)) {
    const url = `${t.beforeFifthPost ? '' : '(after) '}${t.url.replace(BASE, '')}`;
    console.log(
      url.slice(0, 58).padEnd(58),
      kb(t.raw).padStart(10),
      kb(t.gzip).padStart(10),
      kb(t.wire).padStart(10),
    );
  }
  const beforeGzip = before.reduce((n, t) => n + t.gzip, 0);
  console.log(
    `\nJS + CSS before the fifth post (${bytesFirstPosts.toFixed(0)} ms): ${kb(beforeGzip)} gzip in ${before.length} files, ${kb(before.reduce((n, t) => n + t.wire, 0))} on the wire`,
  );
  console.log("by part (each file's gzip size shared out by its source map):");
  const own = [...parts].filter(([part]) => part.startsWith('Murmur: ')).reduce((n, [, size]) => n + size, 0);
  for (const [part, size] of [...parts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${part.padEnd(40)} ${kb(size).padStart(10)}`);
  }
  console.log(`  ${"Murmur's own code, all packages".padEnd(40)} ${kb(own).padStart(10)}`);
  console.log('');
  console.log(
    `JS:  ${kb(sum('js', 'raw'))} raw, ${kb(sum('js', 'gzip'))} gzip in ${transfers.filter((t) => t.kind === 'js').length} files`,
  );
  console.log(`CSS: ${kb(sum('css', 'raw'))} raw, ${kb(sum('css', 'gzip'))} gzip`);
  console.log(
    `JS + CSS gzip: ${kb(totalGzip)} (target ${kb(BUDGET_GZIP)}: ${totalGzip <= BUDGET_GZIP ? 'within' : 'over'})`,
  );
  console.log(
    `first five posts painted, cold: median ${median(cold).toFixed(0)} ms over ${RUNS} runs (${cold.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(
    `first five posts painted, warm: median ${median(warm).toFixed(0)} ms over ${RUNS} runs (${warm.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(
    `first five posts of /main/friends painted, signed in, cold: median ${median(homeCold).toFixed(0)} ms over ${RUNS} runs (${homeCold.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(`(${describeProfile(PROFILE)})`);
  console.log(
    `\nrequest waterfall of a cold start (ms from navigation; first five posts at ${start.firstPosts.toFixed(0)} ms)`,
  );
  for (const r of start.requests) {
    console.log(
      `${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${r.name.slice(0, 90)}`,
    );
  }
  console.log('');
  if (!START_ONLY) {
    console.log(`JS heap after 200 posts (after GC): ${mb(heap)}`);
    console.log(`DOM elements after ${scrolled.loaded} posts scrolled: ${scrolled.nodes}`);
  }
  for (const [minute, size] of streamed) {
    console.log(
      `JS heap after ${minute} simulated minutes of ${STREAM_RATE} actions a minute streamed, waiting behind 'show new' (after GC): ${mb(size)}`,
    );
  }
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
