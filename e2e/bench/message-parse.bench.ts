// CPU time spent in react-intl's message handling during a cold start, from the document's start
// to the fifth post painted (decision 0285): the ICU parser (@formatjs/icu-messageformat-parser,
// which the build's messages no longer need), the formatting (intl-messageformat) and the rest of
// react-intl and @formatjs. A V8 sampling profile (DevTools Profiler, 100 µs) is taken per cold
// page; each sample's function is placed in its source through the script's source map. It also
// prints when the load event ended. It asserts nothing; it measures.
//
// /main/all by default; BENCH_SIGNED_IN=1 a signed-in reader's start on /main/friends. BENCH_PROFILE=
// mobile runs under Lighthouse's mobile profile (network-profile.ts); BENCH_RUNS cold pages (5);
// BENCH_LOCALE the browser's language (de-DE: the German catalogues); BENCH_TOP=<n> lists the n
// costliest functions of react-intl and @formatjs. Ports follow the journeys' variables
// (E2E_DEV_INSTANCE_PORT, E2E_GATEWAY_PORT).
import type { ChildProcess } from 'node:child_process';
import { decode, type SourceMapMappings } from '@jridgewell/sourcemap-codec';
import { type BrowserContextOptions, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { submitLogin } from '../support/sign-in';
import { stopServer } from '../support/start-server';
import { BASE, startBenchServers } from './bench-servers';
import { applyProfile, benchProfile, describeProfile } from './network-profile';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_LOCALE: the browser's language (de-DE: a visitor whose interface loads the German catalogues). */
const LOCALE = process.env.BENCH_LOCALE;
/** BENCH_SIGNED_IN=1: a signed-in reader's start on /main/friends (the token kept, nothing else). */
const SIGNED_IN = process.env.BENCH_SIGNED_IN === '1';
const PROFILE = benchProfile();
const FEED_POST = '[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))';

/** Profiles from the document's start (console.profile) to the frame that paints the fifth post. */
const PROFILE_TO_FIFTH_POST = (selector: string) => {
  console.profile('start');
  const w = window as unknown as { __firstPost?: number };
  const observer = new MutationObserver(() => {
    if (w.__firstPost === undefined && document.querySelectorAll(selector).length >= 5) {
      observer.disconnect();
      requestAnimationFrame(() => {
        w.__firstPost = performance.now();
        console.profileEnd('start');
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const GROUPS: [string, RegExp][] = [
  [
    'ICU parser (@formatjs/icu-messageformat-parser, icu-skeleton-parser)',
    /@formatjs\/icu-(messageformat|skeleton)-parser/,
  ],
  ['formatting (intl-messageformat)', /intl-messageformat/],
  ['react-intl, @formatjs/intl, fast-memoize', /react-intl|@formatjs\//],
];

const maps = new Map<string, Promise<{ sources: string[]; lines: SourceMapMappings } | null>>();
function sourceMap(url: string) {
  let held = maps.get(url);
  if (!held) {
    held = fetch(`${url.split('?')[0]}.map`)
      .then(async (reply) => {
        if (!reply.ok) return null;
        const map = (await reply.json()) as { sources: string[]; mappings: string };
        return { sources: map.sources, lines: decode(map.mappings) };
      })
      .catch(() => null);
    maps.set(url, held);
  }
  return held;
}

/** The source (and its line, 1-based) a function of a script starts in, by the script's source map. */
async function sourceOf(frame: ProfileNode['callFrame']): Promise<{ source: string; line?: number }> {
  if (!frame.url) return { source: `(${frame.functionName || 'native'})` };
  const map = await sourceMap(frame.url);
  if (!map) return { source: frame.url };
  const segments = map.lines[frame.lineNumber] ?? [];
  let found: { source: string; line?: number } | undefined;
  for (const segment of segments) {
    if (segment[0] > frame.columnNumber) break;
    if (segment.length >= 4) found = { source: map.sources[segment[1]!] ?? frame.url, line: segment[2]! + 1 };
  }
  return found ?? { source: frame.url };
}

interface Times {
  /** Time (ms) in the group's own functions. */
  self: Map<string, number>;
  /** Time (ms) with one of the group's functions on the stack (what they called included). */
  inclusive: Map<string, number>;
  /** The whole profile (ms), idle included. */
  total: number;
  /** The profile but its idle samples (ms): the main thread's work. */
  busy: number;
  /** Self time (ms) by function of react-intl and @formatjs, for BENCH_TOP. */
  functions: Map<string, number>;
  /** When the load event ended (ms from navigation). */
  load?: number;
}

/** Self and inclusive time of the profile by group. */
async function groupTimes(profile: CpuProfile): Promise<Times> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const groupOf = new Map<number, string | undefined>();
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { source, line } = await sourceOf(node.callFrame);
    groupOf.set(node.id, GROUPS.find(([, pattern]) => pattern.test(source))?.[0]);
    nameOf.set(
      node.id,
      `${node.callFrame.functionName || '(anonymous)'} ${source.replace(/^.*node_modules\//, '')}:${line ?? '?'}`,
    );
  }
  const times: Times = { self: new Map(), inclusive: new Map(), total: 0, busy: 0, functions: new Map() };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    times.total += ms;
    if (!idle.has(id)) times.busy += ms;
    const own = groupOf.get(id);
    if (own) {
      add(times.self, own, ms);
      add(times.functions, nameOf.get(id) ?? String(id), ms);
    }
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const group = groupOf.get(at);
      if (group && !seen.has(group)) {
        seen.add(group);
        add(times.inclusive, group, ms);
      }
    }
  });
  return times;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const servers: ChildProcess[] = [];
try {
  servers.push(...(await startBenchServers()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  let storageState: BrowserContextOptions['storageState'];
  if (SIGNED_IN) {
    const signIn = await browser.newContext({ baseURL: BASE });
    const page = await signIn.newPage();
    await page.goto('/login');
    await submitLogin(page, 'alice');
    await page.waitForURL(/\/main\/friends$/);
    const { origins } = await signIn.storageState();
    await signIn.close();
    storageState = {
      cookies: [],
      origins: origins.map((o) => ({
        ...o,
        localStorage: o.localStorage.filter((i) => i.name.startsWith('murmur:oauth:')),
      })),
    };
  }
  const path = SIGNED_IN ? '/main/friends' : '/main/all';
  const runs: Times[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ ...(LOCALE ? { locale: LOCALE } : {}), storageState });
    const page = await context.newPage();
    await applyProfile(context, page, PROFILE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const finished = new Promise<CpuProfile>((resolve) =>
      cdp.on('Profiler.consoleProfileFinished', (event) => resolve(event.profile as unknown as CpuProfile)),
    );
    await page.addInitScript(PROFILE_TO_FIFTH_POST, FEED_POST);
    // The load event, which the fifth post does not wait for, is waited for up to a minute.
    const loaded = page.goto(`${BASE}${path}`, { timeout: 60_000 }).then(
      () => true,
      () => false,
    );
    const profile = await finished;
    const load = (await loaded)
      ? await page.evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        )
      : Number.NaN;
    runs.push({ ...(await groupTimes(profile)), load });
    await context.close();
  }
  await browser.close();
  console.log(
    `\n${path}${SIGNED_IN ? ' signed in' : ''}, production build, cold cache, ${LOCALE ?? 'default'} browser language; ${describeProfile(PROFILE)}`,
  );
  console.log(`CPU time from the document's start to the fifth post, median of ${RUNS} (each run), ms:`);
  const line = (name: string, values: number[]) =>
    console.log(
      `  ${name.padEnd(76)} ${values.length ? median(values).toFixed(1).padStart(7) : '      -'}  (${values.map((v) => v.toFixed(1)).join(', ')})`,
    );
  for (const [name] of GROUPS) {
    line(
      `${name}, own`,
      runs.map((r) => r.self.get(name) ?? 0),
    );
    line(
      `${name}, with what it calls`,
      runs.map((r) => r.inclusive.get(name) ?? 0),
    );
  }
  line(
    'whole profile (every function, idle included)',
    runs.map((r) => r.total),
  );
  line(
    'main thread busy (the profile but its idle samples)',
    runs.map((r) => r.busy),
  );
  const loads = runs.map((r) => r.load ?? Number.NaN);
  line(
    'load event ended (ms from navigation)',
    loads.filter((v) => !Number.isNaN(v)),
  );
  console.log(
    `  pages whose load event had not come after a minute: ${loads.filter(Number.isNaN).length} of ${RUNS}`,
  );
  if (process.env.BENCH_TOP) {
    const all = new Map<string, number>();
    for (const r of runs) for (const [k, v] of r.functions) all.set(k, (all.get(k) ?? 0) + v / RUNS);
    console.log('react-intl and @formatjs functions by own time (mean, ms):');
    for (const [k, v] of [...all].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP)))
      console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  }
} finally {
  for (const server of servers) await stopServer(server);
}
