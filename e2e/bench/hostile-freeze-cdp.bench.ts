// The freeze bench (hostile-freeze.bench.ts) without Playwright: Chromium driven over a bare
// DevTools connection that never enables the Network domain. Playwright enables it on every page,
// and then the renderer keeps its own copy of each answer for the inspector and decodes it to text
// when it finishes: for the `huge` search answer (10.7 MB) that is a main-thread task of 190-300 ms
// of CPU with no script in it, which no reader's browser runs (docs/caps.md). This bench measures
// what the page itself costs: same screens, same modes, same longest-task-by-CPU figure.
// Node 22, or Node 20 with NODE_OPTIONS=--experimental-websocket (it needs the global WebSocket).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { setHostileMode } from '../support/hostile-mode';
import { stopServer } from '../support/start-server';
import { BASE, DEV_URL, startBenchServers } from './bench-servers';
import type { TraceEvent } from './measures';

const MODES = (process.env.BENCH_HOSTILE_MODES ?? 'off,huge,bigstring').split(',');
const ONLY = process.env.BENCH_HOSTILE_SCREENS?.split(',');
const LIMIT_MS = 200;
/** BENCH_HOSTILE_VERBOSE=1: what each longest task was made of, beside its figure. */
const VERBOSE = process.env.BENCH_HOSTILE_VERBOSE === '1';
/** BENCH_HOSTILE_PROFILE_DIR=folder: a CPU profile of each measured screen there (DevTools opens it). */
const PROFILE_DIR = process.env.BENCH_HOSTILE_PROFILE_DIR;
/** The browser's debugging port: the gateway's port + 5 (inside a journey runner's range). */
const DEBUG_PORT = Number(process.env.BENCH_CDP_PORT ?? Number(new URL(BASE).port) + 5);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: unknown;
};

/** A bare DevTools protocol connection to the browser, one page session on it. */
class Devtools {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly events: Message[] = [];
  sessionId: string | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as Message;
      const entry = data.id === undefined ? undefined : this.waiting.get(data.id);
      if (!entry) {
        this.events.push(data);
        return;
      }
      this.waiting.delete(data.id as number);
      if (data.error) entry.reject(new Error(JSON.stringify(data.error)));
      else entry.resolve(data.result);
    };
  }

  static async open(url: string): Promise<Devtools> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    return new Devtools(socket);
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, onPage = true): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.socket.send(
        JSON.stringify({ id, method, params, sessionId: onPage ? this.sessionId : undefined }),
      );
    });
  }

  async evaluate<T>(expression: string): Promise<T> {
    const reply = await this.send<{ result: { value: T }; exceptionDetails?: unknown }>('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (reply.exceptionDetails) throw new Error(JSON.stringify(reply.exceptionDetails));
    return reply.result.value;
  }

  async waitFor(expression: string, timeoutMs = 60_000): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (await this.evaluate<boolean>(expression).catch(() => false)) return true;
      await sleep(100);
    }
    return false;
  }

  close(): void {
    this.socket.close();
  }
}

const SIGN_IN = `(async () => {
  const origin = location.origin;
  const app = await fetch('/api/v1/apps', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: 'Murmur', redirect_uris: origin + '/oauth-callback', scopes: 'read write follow push' }) });
  const { client_id, client_secret } = await app.json();
  const grant = await fetch('/oauth/token', { method: 'POST', body: new URLSearchParams({ client_id, client_secret,
    grant_type: 'password', username: 'alice', password: 'murmur-demo' }) });
  const { access_token } = await grant.json();
  localStorage.setItem('murmur:oauth:' + origin, JSON.stringify({ clientId: client_id, clientSecret: client_secret, userToken: access_token }));
  return true;
})()`;
const HEADING = `!!document.querySelector('h1')`;
const DRAWN = `!!document.querySelector('main article, main [role="alert"], main .empty-state, main .error-state')`;

const navigate = (devtools: Devtools, to: string) =>
  devtools.evaluate(
    `(() => { history.pushState({}, '', ${JSON.stringify(to)}); dispatchEvent(new PopStateEvent('popstate')); return true; })()`,
  );

/** The screen has drawn (or said it could not), then no request for a second and a quiet while. */
async function drawn(devtools: Devtools): Promise<void> {
  await devtools.waitFor(DRAWN);
  let seen = -1;
  for (let i = 0; i < 300; i++) {
    const count = await devtools.evaluate<number>('performance.getEntriesByType("resource").length');
    if (count === seen) break;
    seen = count;
    await sleep(1_000);
  }
  await sleep(1_500);
}

/**
 * The longest main-thread task of the page's renderer in `events`, by its own CPU time (ms), and
 * what it was made of: its three longest inner events (name, and the script's function or URL).
 */
function longestTask(events: TraceEvent[]): { cpu: number; inside: string } {
  let longest: TraceEvent | undefined;
  for (const main of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const tasks = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
      .sort((a, b) => a.ts - b.ts);
    tasks.forEach((task, i) => {
      const next = tasks[i + 1];
      if (next && next.ts < task.ts + (task.dur ?? 0)) return;
      if ((task.tdur ?? 0) > (longest?.tdur ?? 0)) longest = task;
    });
  }
  if (!longest) return { cpu: 0, inside: '' };
  const task = longest;
  const inside = events
    .filter(
      (e) =>
        e !== task &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
    )
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, 3)
    .map((e) => {
      const data = (e.args as { data?: { functionName?: string; url?: string } } | undefined)?.data;
      const where = data?.functionName || data?.url?.split('/').pop() || '';
      return `${e.name}${where ? ` ${where}` : ''} ${((e.tdur ?? 0) / 1000).toFixed(0)}`;
    })
    .join(', ');
  return { cpu: (task.tdur ?? 0) / 1000, inside };
}

async function traced(devtools: Devtools, work: () => Promise<void>): Promise<TraceEvent[]> {
  devtools.events.length = 0;
  await devtools.send(
    'Tracing.start',
    {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
      transferMode: 'ReportEvents',
    },
    false,
  );
  await work();
  await devtools.send('Tracing.end', {}, false);
  while (!devtools.events.some((e) => e.method === 'Tracing.tracingComplete')) await sleep(100);
  return devtools.events
    .filter((e) => e.method === 'Tracing.dataCollected')
    .flatMap((e) => (e.params?.value ?? []) as TraceEvent[]);
}

/**
 * The thread screen draws a thread it has kept (the store, the offline copy) at once and reads the
 * server's answer only for what changed: measured on a thread seen before, it measures nothing. So
 * the warm-up opens one thread and every mode opens another that no earlier step has seen.
 */
const withThread = (screens: string[], threadId: string) =>
  screens.map((screen) => (screen === THREAD ? `/notice/${threadId}` : screen));
const THREAD = '/notice/:id';

async function screenFigures(
  devtools: Devtools,
  screens: string[],
  mode: string,
  threads: { warmUp: string; measured: string },
) {
  const { targetId } = await devtools.send<{ targetId: string }>(
    'Target.createTarget',
    { url: 'about:blank' },
    false,
  );
  const { sessionId } = await devtools.send<{ sessionId: string }>(
    'Target.attachToTarget',
    { targetId, flatten: true },
    false,
  );
  devtools.sessionId = sessionId;
  await devtools.send('Runtime.enable');
  await devtools.send('Page.enable');
  await devtools.send('Emulation.setDeviceMetricsOverride', {
    width: 1280,
    height: 900,
    deviceScaleFactor: 1,
    mobile: false,
  });
  await setHostileMode(DEV_URL, 'off');
  await devtools.send('Page.navigate', { url: `${BASE}/about` });
  await devtools.waitFor(`document.readyState === 'complete'`);
  await devtools.evaluate(SIGN_IN);
  await devtools.send('Page.navigate', { url: `${BASE}/about` });
  await devtools.waitFor(HEADING, 120_000);
  // Every screen's code once, with the honest server.
  for (const screen of withThread(screens, threads.warmUp)) {
    await navigate(devtools, screen);
    await drawn(devtools);
  }
  const rows: { screen: string; cpu: number; inside: string; elements: number; width: number }[] = [];
  for (const screen of withThread(screens, threads.measured)) {
    await setHostileMode(DEV_URL, 'off');
    await navigate(devtools, '/about');
    await devtools.waitFor(HEADING);
    await drawn(devtools);
    await setHostileMode(DEV_URL, mode);
    if (PROFILE_DIR) {
      await devtools.send('Profiler.enable');
      await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
      await devtools.send('Profiler.start');
    }
    const events = await traced(devtools, async () => {
      await navigate(devtools, screen);
      await drawn(devtools);
    });
    if (PROFILE_DIR) {
      const { profile } = await devtools.send<{ profile: unknown }>('Profiler.stop');
      const name = `${mode}${screen.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
      writeFileSync(path.join(PROFILE_DIR, name), JSON.stringify(profile));
    }
    const { elements, width } = await devtools.evaluate<{ elements: number; width: number }>(
      `({ elements: document.getElementsByTagName('*').length, width: document.documentElement.scrollWidth })`,
    );
    rows.push({ screen, ...longestTask(events), elements, width });
  }
  await setHostileMode(DEV_URL, 'off');
  await devtools.send('Target.closeTarget', { targetId }, false);
  return rows;
}

if (typeof WebSocket !== 'function') throw new Error('Node 22, or NODE_OPTIONS=--experimental-websocket');
const servers = await startBenchServers();
const profile = mkdtempSync(path.join(tmpdir(), 'murmur-freeze-cdp-'));
const browser = spawn(
  chromiumPath(),
  [
    '--headless',
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${profile}`,
    ...CHROMIUM_ARGS,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
try {
  let version: { webSocketDebuggerUrl: string } | undefined;
  for (let i = 0; i < 100 && !version; i++) {
    version = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)
      .then((r) => r.json() as Promise<{ webSocketDebuggerUrl: string }>)
      .catch(() => undefined);
    if (!version) await sleep(200);
  }
  if (!version) throw new Error('Chromium did not open its debugging port');
  const devtools = await Devtools.open(version.webSocketDebuggerUrl);
  const page = (await (await fetch(`${DEV_URL}/api/v1/timelines/public?limit=40`)).json()) as {
    id: string;
  }[];
  // One thread for the warm-up and one per mode, none opened twice.
  if (page.length < MODES.length + 1) throw new Error('the dev instance has too few public posts');
  const screens = [
    '/main/friends',
    '/main/public',
    '/alice/notifications',
    THREAD,
    '/bob',
    '/search?query=a',
  ].filter((screen) => !ONLY || ONLY.some((prefix) => screen.startsWith(prefix)));
  console.log(
    `Longest main-thread task per screen by CPU time, no DevTools network inspector attached (1280 px); limit ${LIMIT_MS} ms:`,
  );
  let over = 0;
  for (const [index, mode] of MODES.entries()) {
    const threads = { warmUp: page[0]?.id ?? '', measured: page[index + 1]?.id ?? '' };
    for (const row of await screenFigures(devtools, screens, mode, threads)) {
      if (row.cpu > LIMIT_MS) over++;
      console.log(
        `  ${mode.padEnd(10)} ${row.screen.padEnd(28)} cpu ${row.cpu.toFixed(0).padStart(5)} ms  elements ${String(
          row.elements,
        ).padStart(
          6,
        )}  width ${row.width} px${row.cpu > LIMIT_MS ? '  OVER' : ''}${VERBOSE ? `  (${row.inside})` : ''}`,
      );
    }
  }
  console.log(`${over} screen(s) over ${LIMIT_MS} ms of CPU in one task`);
  devtools.close();
} finally {
  // The browser writes its profile until it has exited: remove the folder only then.
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  browser.kill();
  await Promise.race([exited, sleep(10_000)]);
  for (const server of servers) await stopServer(server);
  try {
    rmSync(profile, { recursive: true, force: true });
  } catch {
    // A folder in the system's temporary space: left for it to clear.
  }
}
