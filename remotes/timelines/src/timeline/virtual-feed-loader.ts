import { useEffect, useState } from 'react';

// The virtual list's chunk, fetched once the page is idle after its first screen (or once a feed is
// half way there), so that it is here before a feed grows past VIRTUALISE_AFTER posts; the feed
// turns virtual only in a render that brings posts (timeline-feed.tsx).

type VirtualFeedModule = typeof import('./virtual-feed');

let loaded: VirtualFeedModule | null = null;
let loading: Promise<VirtualFeedModule> | null = null;
let scheduled = false;

/** Fetches the chunk once; a failure lets the next call try again. */
export function loadVirtualFeed(): Promise<VirtualFeedModule> {
  loading ??= import('./virtual-feed').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Fetches the chunk when the page is next idle (at most `timeoutMs` from now). */
export function loadVirtualFeedWhenIdle(timeoutMs = 3000): void {
  if (loaded || loading || scheduled) return;
  scheduled = true;
  const load = () => {
    scheduled = false;
    void loadVirtualFeed().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: timeoutMs });
  else setTimeout(load, timeoutMs);
}

/** The virtual list's module once it is here; asks for it while `wanted` and it is not. */
export function useVirtualFeed(wanted: boolean): VirtualFeedModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    if (loaded) {
      setModule(loaded);
      return;
    }
    let current = true;
    loadVirtualFeed().then(
      (next) => {
        if (current) setModule(next);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module ?? loaded;
}
