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

export async function gcHeap(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
  await session.detach();
  return usedSize;
}

export const domNodes = (page: Page): Promise<number> =>
  page.evaluate(() => document.getElementsByTagName('*').length);
