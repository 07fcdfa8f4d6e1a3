// Long work on the page's main thread in slices (issue 39): a screen that reads or prepares many
// entities hands the thread back between slices, so input, painting and other tasks run between
// them and no single task holds the page for long.

/** How long one slice may run before it yields (ms): well under the 50 ms of a "long task". */
export const SLICE_MS = 25;

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one. `scheduler.yield()` where the engine has it (the
 * continuation keeps its place ahead of other work); elsewhere a message on a channel, which,
 * unlike `setTimeout(0)`, is not clamped to 4 ms after a few nested calls.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

const now = () => (typeof performance === 'object' ? performance.now() : Date.now());

/**
 * A clock for one piece of sliced work: `maybeYield()` yields once the current slice has run for
 * `sliceMs`, and otherwise returns at once (no task is ended needlessly for small work).
 */
export function sliceClock(sliceMs: number = SLICE_MS): { maybeYield: () => Promise<void> | undefined } {
  let sliceStart = now();
  return {
    maybeYield() {
      if (now() - sliceStart < sliceMs) return undefined;
      return yieldToPage().then(() => {
        sliceStart = now();
      });
    },
  };
}

/**
 * `fn` of every item in order, in slices of about `sliceMs` each; the results in the same order.
 * A signal that aborts stops the work at the next slice with its reason.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  options: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<R[]> {
  const clock = sliceClock(options.sliceMs);
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    const pause = clock.maybeYield();
    if (pause) {
      await pause;
      options.signal?.throwIfAborted();
    }
    out.push(fn(items[i] as T, i));
  }
  return out;
}
