// Prints figures for /main/all on the production build with a cold cache: bytes of JS and CSS the
// browser downloaded (raw and gzip), time from navigation to the first post painted (median of
// runs), and the JS heap after 200 posts. It asserts nothing; it measures.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEV_PORT = 4200;
const GATEWAY_PORT = 8280;
const BASE = `http://localhost:${GATEWAY_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_GZIP = 160 * 1024;

function startServer(args: string[], readyUrl: string): Promise<ChildProcess> {
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() - started > 60_000) return reject(new Error(`${readyUrl} did not come up`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

interface Transfer {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

async function measureBytes(page: Page): Promise<Transfer[]> {
  const transfers: Transfer[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    const kind =
      /javascript/.test(type) || url.endsWith('.js')
        ? 'js'
        : /css/.test(type) || url.endsWith('.css')
          ? 'css'
          : null;
    if (!kind) return;
    try {
      const body = await response.body();
      transfers.push({
        url: url.replace(BASE, ''),
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    } catch {
      // a response without a body (redirect, aborted) carries no bytes
    }
  });
  await page.goto(`${BASE}/main/all`);
  await page.locator('[role=feed] article').nth(19).waitFor();
  await page.waitForLoadState('networkidle');
  return transfers;
}

async function timeToFirstPost(page: Page): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstPost?: number };
    const observer = new MutationObserver(() => {
      if (w.__firstPost === undefined && document.querySelector('[role=feed] article')) {
        // The frame after the post is in the DOM is the one that paints it.
        requestAnimationFrame(() => {
          w.__firstPost = performance.now();
        });
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${BASE}/main/all`);
  await page.waitForFunction(() => (window as unknown as { __firstPost?: number }).__firstPost !== undefined);
  return page.evaluate(() => (window as unknown as { __firstPost: number }).__firstPost);
}

async function heapAfter200Posts(page: Page): Promise<number> {
  await page.goto(`${BASE}/main/all`);
  const articles = page.locator('[role=feed] article');
  await articles.nth(19).waitFor();
  for (let count = 20; count < 200; count += 20) {
    await page.getByRole('button', { name: /load older/i }).click();
    await articles.nth(count + 19).waitFor();
  }
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const servers: ChildProcess[] = [];
try {
  servers.push(
    await startServer(
      ['--filter', '@murmur/dev-instance', 'start', '--port', String(DEV_PORT)],
      `http://127.0.0.1:${DEV_PORT}/api/v1/instance`,
    ),
  );
  servers.push(
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
    ),
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

  // Bytes, cold cache: a fresh context has an empty HTTP cache.
  const bytesContext = await browser.newContext();
  const transfers = await measureBytes(await bytesContext.newPage());
  await bytesContext.close();

  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    times.push(await timeToFirstPost(await context.newPage()));
    await context.close();
  }

  const heapContext = await browser.newContext();
  const heap = await heapAfter200Posts(await heapContext.newPage());
  await heapContext.close();
  await browser.close();

  const sum = (kind: 'js' | 'css', field: 'raw' | 'gzip') =>
    transfers.filter((t) => t.kind === kind).reduce((n, t) => n + t[field], 0);
  const totalGzip = sum('js', 'gzip') + sum('css', 'gzip');

  console.log('\n/main/all, production build, cold cache\n');
  console.log('file'.padEnd(58), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const t of [...transfers].sort((a, b) => b.gzip - a.gzip)) {
    console.log(t.url.slice(0, 58).padEnd(58), kb(t.raw).padStart(10), kb(t.gzip).padStart(10));
  }
  console.log('');
  console.log(
    `JS:  ${kb(sum('js', 'raw'))} raw, ${kb(sum('js', 'gzip'))} gzip in ${transfers.filter((t) => t.kind === 'js').length} files`,
  );
  console.log(`CSS: ${kb(sum('css', 'raw'))} raw, ${kb(sum('css', 'gzip'))} gzip`);
  console.log(
    `JS + CSS gzip: ${kb(totalGzip)} (target ${kb(BUDGET_GZIP)}: ${totalGzip <= BUDGET_GZIP ? 'within' : 'over'})`,
  );
  console.log(
    `navigation to first post painted: median ${median(times).toFixed(0)} ms over ${RUNS} runs (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(`JS heap after 200 posts (after GC): ${(heap / 1024 / 1024).toFixed(1)} MB`);
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
