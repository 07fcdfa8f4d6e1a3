import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askGuarded, backoffDelay, MAX_BACKOFF_MS, repeat, resetScheduler, scheduledRuns } from './scheduler';

beforeEach(() => {
  vi.useFakeTimers();
  resetScheduler();
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the request scheduler (issue 39)', () => {
  it('backs off exponentially, capped, with jitter', () => {
    expect(backoffDelay(1, 1_000, MAX_BACKOFF_MS, () => 0.5)).toBe(2_000);
    expect(backoffDelay(3, 1_000, MAX_BACKOFF_MS, () => 0.5)).toBe(8_000);
    expect(backoffDelay(30, 1_000, MAX_BACKOFF_MS, () => 1)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelay(1, 1_000, MAX_BACKOFF_MS, () => 0)).toBe(1_500);
  });

  it('asks every period while answers succeed', async () => {
    const run = vi.fn(async () => undefined);
    const task = repeat({ key: 'ok', everyMs: 20_000, immediate: true, run });
    await vi.advanceTimersByTimeAsync(60_000);
    task.stop();
    expect(run).toHaveBeenCalledTimes(4);
    expect(scheduledRuns().ok).toBe(4);
  });

  it('asks a failing server far less than once a period over ten minutes', async () => {
    const run = vi.fn(async () => {
      throw new Error('502');
    });
    const task = repeat({ key: 'failing', everyMs: 20_000, immediate: true, run });
    await vi.advanceTimersByTimeAsync(600_000);
    task.stop();
    // 30 rounds at the honest period; with the back-off, at most 6 (20 s, 40, 80, 160, 300...).
    expect(run.mock.calls.length).toBeLessThanOrEqual(6);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('does not run sooner when a task of the same key is stopped and started again', async () => {
    const run = vi.fn(async () => {
      throw new Error('502');
    });
    for (let i = 0; i < 50; i++) {
      const task = repeat({ key: 'flapping', everyMs: 20_000, immediate: true, run });
      await vi.advanceTimersByTimeAsync(1_000);
      task.stop();
    }
    expect(run.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('waits while the tab is hidden', async () => {
    const run = vi.fn(async () => undefined);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const task = repeat({ key: 'hidden', everyMs: 10_000, run });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    task.stop();
  });

  it('a guarded ask is not repeated within its gap, and backs off after failures', async () => {
    const ask = vi.fn(async () => 'x');
    expect(await askGuarded('rel:1', { minGapMs: 60_000 }, ask)).toEqual({ skipped: false, value: 'x' });
    expect(await askGuarded('rel:1', { minGapMs: 60_000 }, ask)).toEqual({ skipped: true });
    await vi.advanceTimersByTimeAsync(61_000);
    await askGuarded('rel:1', { minGapMs: 60_000 }, ask);
    expect(ask).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => {
      throw new Error('500');
    });
    await expect(askGuarded('rel:2', { minGapMs: 1_000 }, failing)).rejects.toThrow('500');
    await vi.advanceTimersByTimeAsync(1_100);
    // The first failure waits about twice the gap.
    expect(await askGuarded('rel:2', { minGapMs: 1_000 }, failing)).toEqual({ skipped: true });
  });
});
