// The network and CPU a bench page runs under. BENCH_PROFILE=mobile is Lighthouse's mobile profile
// (PageSpeed Insights' default, as ../shared/bench/side-by-side.mjs `--phone` sets it): the CPU 4x
// slower, a 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up, set per page through the DevTools
// protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate). Without it, the
// desktop profile: no throttling, BENCH_LATENCY_MS added to every round trip when set.
import type { BrowserContext, Page } from '@playwright/test';

export interface NetworkProfile {
  name: 'mobile' | 'desktop';
  /** Added to every request's round trip (ms). */
  latencyMs: number;
  /** Bytes a second, or -1 for no limit. */
  downloadThroughput: number;
  uploadThroughput: number;
  /** How many times slower the page's CPU runs (1: as fast as the machine). */
  cpuSlowdown: number;
}

export const MOBILE: NetworkProfile = {
  name: 'mobile',
  latencyMs: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** The profile named by BENCH_PROFILE (mobile or desktop, the default). */
export function benchProfile(env: NodeJS.ProcessEnv = process.env): NetworkProfile {
  const name = env.BENCH_PROFILE ?? 'desktop';
  if (name === 'mobile') return MOBILE;
  if (name !== 'desktop') throw new Error(`BENCH_PROFILE=${name}: expected mobile or desktop`);
  return {
    name: 'desktop',
    latencyMs: Number(env.BENCH_LATENCY_MS ?? 0),
    downloadThroughput: -1,
    uploadThroughput: -1,
    cpuSlowdown: 1,
  };
}

/** Puts `page` under `profile` (nothing to do for the unthrottled desktop profile). */
export async function applyProfile(
  context: BrowserContext,
  page: Page,
  profile: NetworkProfile,
): Promise<void> {
  if (profile.latencyMs <= 0 && profile.downloadThroughput < 0 && profile.cpuSlowdown === 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadThroughput,
    uploadThroughput: profile.uploadThroughput,
  });
  if (profile.cpuSlowdown !== 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** One line saying what the figures ran under. */
export function describeProfile(profile: NetworkProfile): string {
  if (profile.name === 'mobile')
    return 'Lighthouse mobile profile (BENCH_PROFILE=mobile): CPU 4x slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up';
  return profile.latencyMs > 0
    ? `desktop, every request ${profile.latencyMs} ms more (BENCH_LATENCY_MS)`
    : 'desktop, no throttling';
}
