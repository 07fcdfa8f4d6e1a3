import { useEffect, useState } from 'react';

/** react-virtuoso's module, fetched on demand (about 20 KB gzip, decision 0013). */
export type VirtuosoModule = typeof import('react-virtuoso');

let loaded: VirtuosoModule | undefined;
let loading: Promise<VirtuosoModule> | undefined;

/** Starts fetching react-virtuoso once; a failed fetch is tried again on the next call. */
export function loadVirtuoso(): Promise<VirtuosoModule> {
  loading ??= import('react-virtuoso').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * react-virtuoso once it is wanted: the module at once when it has been fetched before (a feed
 * that was virtual comes back virtual on its first render), else undefined until it arrives. The
 * fetch starts on the first render with `wanted` true. Until it is there (or when it cannot be
 * fetched) the caller renders its plain list.
 */
export function useVirtuoso(wanted: boolean): VirtuosoModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadVirtuoso().then(
      (m) => {
        if (live) setModule(m);
      },
      () => {
        // Stays a plain list; the next render that wants it tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module ?? loaded;
}
