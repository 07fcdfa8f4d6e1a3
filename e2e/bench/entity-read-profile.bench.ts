// CPU time spent reading entities during a cold start of /main/all, from the document's start to
// the fifth post painted (issue 40, decision 0298): zod's own functions, the entity files
// (shared/src/entities; with what they call: every read, sanitising included, and the schemas'
// building when the module is evaluated), DOMPurify and the rest of the HTML code; and the whole
// read of the timeline's pages (parseStatusList or parseStatusListInSlices on the stack, found by
// their declarations in the source maps), split by what ran. A V8 sampling profile (DevTools
// Profiler, 100 µs) is taken per cold page; each sample's function is placed in its source through
// the script's source map, as message-parse.bench.ts does. It asserts nothing; it measures.
//
// BENCH_PROFILE=mobile runs under Lighthouse's mobile profile (network-profile.ts); BENCH_RUNS cold
// pages per build (5); BENCH_BASE_BUILDS=<folder> an earlier build laid out like the repository
// (shell/dist, remotes/<name>/dist), profiled alternately with this one; BENCH_TOP=<n> lists the
// n callers (outside zod) of zod's costliest own time. The dev instance serves its large world.
// Ports follow the journeys' variables (E2E_DEV_INSTANCE_PORT, E2E_GATEWAY_PORT; the earlier
// build's gateway on E2E_GATEWAY_PORT + 2).
import type { ChildProcess } from 'node:child_process';
import { decode, type SourceMapMappings } from '@jridgewell/sourcemap-codec';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startServer, stopServer } from '../support/start-server';
import { DEV_URL, GATEWAY_PORT } from './bench-servers';
import { applyProfile, benchProfile, describeProfile } from './network-profile';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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
  ['zod', /node_modules\/.*\/zod\/|node_modules\/zod\//],
  ['entity schemas and the fast reader (shared/src/entities)', /shared\/src\/entities\//],
  ['DOMPurify', /dompurify/],
  ['sanitising and capping (shared/src/html)', /shared\/src\/html\//],
];

interface Map_ {
  sources: string[];
  lines: SourceMapMappings;
  /** Per source, the lines (1-based) that declare a function the page is read by. */
  readers: Map<string, Set<number>>;
}
/** The functions a timeline's page is read by (their declarations, as the source map holds them). */
const READERS = /^export (async )?function (parseStatusList|parseStatusListInSlices)\(/;
const maps = new Map<string, Promise<Map_ | null>>();
function sourceMap(url: string) {
  let held = maps.get(url);
  if (!held) {
    held = fetch(`${url.split('?')[0]}.map`)
      .then(async (reply) => {
        if (!reply.ok) return null;
        const map = (await reply.json()) as {
          sources: string[];
          mappings: string;
          sourcesContent?: string[];
        };
        const readers = new Map<string, Set<number>>();
        map.sources.forEach((source, i) => {
          const lines = (map.sourcesContent?.[i] ?? '').split('\n');
          // The declaration's line, or the doc comment's just above it (where a minifier's
          // function may start).
          const found = new Set(lines.flatMap((line, n) => (READERS.test(line) ? [n, n + 1] : [])));
          if (found.size) readers.set(source, found);
        });
        return { sources: map.sources, lines: decode(map.mappings), readers };
      })
      .catch(() => null);
    maps.set(url, held);
  }
  return held;
}

/** The source (and its line, 1-based) a function of a script starts in, by the script's source map. */
async function sourceOf(
  frame: ProfileNode['callFrame'],
): Promise<{ source: string; line?: number; reader?: boolean }> {
  if (!frame.url) return { source: `(${frame.functionName || 'native'})` };
  const map = await sourceMap(frame.url);
  if (!map) return { source: frame.url };
  const segments = map.lines[frame.lineNumber] ?? [];
  let found: { source: string; line?: number } | undefined;
  for (const segment of segments) {
    if (segment[0] > frame.columnNumber) break;
    if (segment.length >= 4) found = { source: map.sources[segment[1]!] ?? frame.url, line: segment[2]! + 1 };
  }
  if (!found) return { source: frame.url };
  const readers = map.readers.get(found.source);
  return { ...found, reader: readers !== undefined && found.line !== undefined && readers.has(found.line) };
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
  /** zod's own time (ms) by the first function outside zod that called it, for BENCH_TOP. */
  functions: Map<string, number>;
  /** Time (ms) with parseStatusList or parseStatusListInSlices on the stack: a page's whole read. */
  read: number;
  /** That time by the group of the function running (its own time). */
  readBy: Map<string, number>;
  /** When the fifth post was painted (ms from navigation). */
  load?: number;
}

/** Self and inclusive time of the profile by group. */
async function groupTimes(profile: CpuProfile): Promise<Times> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const groupOf = new Map<number, string | undefined>();
  const readerNodes = new Set<number>();
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { source, line, reader } = await sourceOf(node.callFrame);
    groupOf.set(node.id, GROUPS.find(([, pattern]) => pattern.test(source))?.[0]);
    if (reader) readerNodes.add(node.id);
    nameOf.set(
      node.id,
      `${node.callFrame.functionName || '(anonymous)'} ${source.replace(/^.*node_modules\//, '')}:${line ?? '?'}`,
    );
  }
  const times: Times = {
    self: new Map(),
    inclusive: new Map(),
    total: 0,
    busy: 0,
    functions: new Map(),
    read: 0,
    readBy: new Map(),
  };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    times.total += ms;
    if (!idle.has(id)) times.busy += ms;
    const own = groupOf.get(id);
    if (own) add(times.self, own, ms);
    // zod's own time by the first caller outside zod (which schema, or a schema being built).
    if (own === GROUPS[0]?.[0]) {
      let at: number | undefined = id;
      while (at !== undefined && groupOf.get(at) === own) at = parent.get(at);
      add(times.functions, at === undefined ? '(root)' : (nameOf.get(at) ?? String(at)), ms);
    }
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (readerNodes.has(at)) {
        times.read += ms;
        add(times.readBy, own ?? "the rest (the browser's own work, other code)", ms);
        break;
      }
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
const DEV_PORT = Number(new URL(DEV_URL).port);
try {
  servers.push(
    await startServer(
      ['--filter', '@murmur/dev-instance', 'start', '--port', String(DEV_PORT), '--size', 'large'],
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
  const builds: Array<{ name: string; base: string }> = [
    { name: 'this build', base: `http://localhost:${GATEWAY_PORT}` },
  ];
  servers.push(await gateway(GATEWAY_PORT));
  if (process.env.BENCH_BASE_BUILDS) {
    servers.push(await gateway(GATEWAY_PORT + 2, ['--builds', process.env.BENCH_BASE_BUILDS]));
    builds.push({ name: 'earlier build', base: `http://localhost:${GATEWAY_PORT + 2}` });
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const runs = new Map<string, Times[]>(builds.map((b) => [b.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const build of run % 2 ? [...builds].reverse() : builds) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await applyProfile(context, page, PROFILE);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      const finished = new Promise<CpuProfile>((resolve) =>
        cdp.on('Profiler.consoleProfileFinished', (event) => resolve(event.profile as unknown as CpuProfile)),
      );
      await page.addInitScript(PROFILE_TO_FIFTH_POST, FEED_POST);
      page.goto(`${build.base}/main/all`, { timeout: 60_000 }).catch(() => {});
      const profile = await finished;
      const fifth = await page.evaluate(
        () => (window as unknown as { __firstPost?: number }).__firstPost ?? Number.NaN,
      );
      runs.get(build.name)?.push({ ...(await groupTimes(profile)), load: fifth });
      await context.close();
    }
  }
  await browser.close();
  console.log(`\n/main/all, production build, cold cache, large world; ${describeProfile(PROFILE)}`);
  console.log(`CPU time from the document's start to the fifth post, median of ${RUNS} (each run), ms:`);
  const line = (name: string, values: number[]) =>
    console.log(
      `  ${name.padEnd(80)} ${values.length ? median(values).toFixed(1).padStart(7) : '      -'}  (${values.map((v) => v.toFixed(1)).join(', ')})`,
    );
  for (const build of builds) {
    const times = runs.get(build.name) ?? [];
    console.log(` ${build.name}`);
    for (const [name] of GROUPS) {
      line(
        `${name}, own`,
        times.map((r) => r.self.get(name) ?? 0),
      );
      line(
        `${name}, with what it calls`,
        times.map((r) => r.inclusive.get(name) ?? 0),
      );
    }
    line(
      'reading timeline pages: parseStatusList on the stack (zod, repairs, caps, sanitising)',
      times.map((r) => r.read),
    );
    for (const name of [...GROUPS.map(([n]) => n), "the rest (the browser's own work, other code)"])
      line(
        `  of which ${name}, own`,
        times.map((r) => r.readBy.get(name) ?? 0),
      );
    line(
      'main thread busy (the profile but its idle samples)',
      times.map((r) => r.busy),
    );
    line(
      'fifth post painted (ms from navigation, profiler running)',
      times.map((r) => r.load ?? Number.NaN),
    );
    if (process.env.BENCH_TOP) {
      const all = new Map<string, number>();
      for (const r of times)
        for (const [k, v] of r.functions) all.set(k, (all.get(k) ?? 0) + v / times.length);
      console.log("  zod's own time by its caller outside zod (mean, ms):");
      for (const [k, v] of [...all].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP)))
        console.log(`    ${v.toFixed(1).padStart(7)}  ${k}`);
    }
  }
} finally {
  for (const server of servers) await stopServer(server);
}
