import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapInSlices, sliceClock, yieldToPage } from './yield-to-page';

describe('yieldToPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses scheduler.yield where the engine has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToPage();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task, after work already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const queued = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('queued task');
        resolve();
      }, 0),
    );
    await Promise.resolve();
    order.push('before');
    await Promise.all([yieldToPage().then(() => order.push('resumed')), queued]);
    expect(order[0]).toBe('before');
    expect(order).toContain('resumed');
  });
});

describe('sliceClock', () => {
  it('does not yield before the slice has run its time, and yields after', async () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => t);
    const clock = sliceClock(10);
    t = 9;
    expect(clock.maybeYield()).toBeUndefined();
    t = 10;
    const pause = clock.maybeYield();
    expect(pause).toBeInstanceOf(Promise);
    await pause;
    // A new slice starts after the yield.
    expect(clock.maybeYield()).toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('mapInSlices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('maps every item in order, yielding between slices', async () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => t);
    const yields: number[] = [];
    const out = await mapInSlices(
      [1, 2, 3, 4, 5],
      (n, i) => {
        t += 6; // each item "takes" 6 ms: a 10 ms slice holds two
        yields.push(i);
        return n * 10;
      },
      { sliceMs: 10 },
    );
    expect(out).toEqual([10, 20, 30, 40, 50]);
    expect(yields).toEqual([0, 1, 2, 3, 4]);
  });

  it('ends the work at the next slice once its signal aborts', async () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => t);
    const controller = new AbortController();
    const seen: number[] = [];
    const work = mapInSlices(
      [1, 2, 3, 4],
      (n) => {
        t += 20;
        seen.push(n);
        if (n === 1) controller.abort(new Error('left the screen'));
        return n;
      },
      { sliceMs: 10, signal: controller.signal },
    );
    await expect(work).rejects.toThrow('left the screen');
    expect(seen).toEqual([1]);
  });

  it('runs small work in the task that asked (no yield at all)', async () => {
    const spy = vi.fn();
    vi.stubGlobal('scheduler', { yield: spy });
    expect(await mapInSlices([1, 2, 3], (n) => n + 1, { sliceMs: 1_000 })).toEqual([2, 3, 4]);
    expect(spy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
