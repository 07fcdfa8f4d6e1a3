// What the benchmarks read from a page: the longest main-thread task, the heap after garbage
// collection, and the number of elements.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __longestTask?: number;
  }
}

/** An init script: records the longest task since the page started (buffered, so start-up counts). */
export const LONGEST_TASK = () => {
  window.__longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longestTask = Math.max(window.__longestTask ?? 0, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
};

export const longestTask = (page: Page): Promise<number> => page.evaluate(() => window.__longestTask ?? 0);

export const resetLongestTask = (page: Page): Promise<void> =>
  page.evaluate(() => {
    window.__longestTask = 0;
  });

/**
 * The heap after garbage collection: collected until a collection frees under 64 KB (at most four
 * times). One collection can leave megabytes of garbage that the next frees (objects held only
 * through others it is collecting, such as a detached tree's wrappers), so a single one read the
 * same page 2 to 3 MB apart from minute to minute.
 */
export async function gcHeap(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  let used = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 4; pass++) {
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
    const freed = used - usedSize;
    used = usedSize;
    if (freed < 64 * 1024) break;
  }
  await session.detach();
  return used;
}

export const domNodes = (page: Page): Promise<number> =>
  page.evaluate(() => document.getElementsByTagName('*').length);

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** A heap snapshot of the page, taken after a collection. */
async function heapSnapshot(page: Page): Promise<HeapSnapshot> {
  const session = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  session.on('HeapProfiler.addHeapSnapshotChunk', (event: { chunk: string }) => chunks.push(event.chunk));
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await session.detach();
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}

/**
 * The live objects' size, from a heap snapshot (taken after a collection). Steadier than the
 * heap's used size, which after a collection still swings by a few MB with what the collector
 * left for later; compiled code is counted too.
 */
export async function liveObjects(page: Page): Promise<number> {
  const snapshot = await heapSnapshot(page);
  const fields = snapshot.snapshot.meta.node_fields;
  const selfSize = fields.indexOf('self_size');
  let total = 0;
  for (let i = selfSize; i < snapshot.nodes.length; i += fields.length) total += snapshot.nodes[i] ?? 0;
  return total;
}

/**
 * The live objects of a heap snapshot by kind: objects by constructor name, everything else (code,
 * strings, arrays...) by V8's node type. For saying what grew between two moments.
 */
export async function liveObjectsByKind(page: Page): Promise<Map<string, { count: number; size: number }>> {
  const snapshot = await heapSnapshot(page);
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const kinds = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + (typeAt ?? 0)] ?? 0] ?? '?';
    const name = snapshot.strings[snapshot.nodes[i + (nameAt ?? 0)] ?? 0] ?? '?';
    const kind =
      type === 'object' || type === 'native' || type === 'closure'
        ? `${type} ${name.replace(/ @\d+$/, '').slice(0, 60)}`
        : type;
    const entry = kinds.get(kind) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += snapshot.nodes[i + (sizeAt ?? 0)] ?? 0;
    kinds.set(kind, entry);
  }
  return kinds;
}

/** The renderer's counts of documents, nodes (including detached ones) and JS event listeners. */
export async function domCounters(
  page: Page,
): Promise<{ documents: number; nodes: number; jsEventListeners: number }> {
  const session = await page.context().newCDPSession(page);
  const counters = (await session.send('Memory.getDOMCounters')) as {
    documents: number;
    nodes: number;
    jsEventListeners: number;
  };
  await session.detach();
  return counters;
}

/** A Chrome trace event, with the fields the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The longest task of the page's main thread while `work` runs, by its own CPU time (ms), from a
 * trace. Under load a task's wall time is mostly its wait for a core: this is what the page's
 * code and rendering cost. Tasks that hold other tasks (a nested run loop) are not counted.
 */
export async function longestTaskCpu(page: Page, work: () => Promise<void>): Promise<number> {
  const browser = page.context().browser();
  if (!browser) throw new Error('longestTaskCpu needs a launched browser');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return 0;
  const tasks = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  let longest = 0;
  tasks.forEach((task, i) => {
    const next = tasks[i + 1];
    if (next && next.ts < task.ts + (task.dur ?? 0)) return;
    longest = Math.max(longest, (task.tdur ?? 0) / 1000);
  });
  return longest;
}
