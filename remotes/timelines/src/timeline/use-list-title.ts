import { getApiClient, parseListAsync, store } from '@murmur/shared/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * The title of a list (spec 2 section 2: a list timeline's header shows the list title), read from
 * the store's lists and fetched once when the store does not hold it yet. Undefined until known;
 * a failed fetch leaves the generic name in place.
 */
export function useListTitle(listId: string | undefined): string | undefined {
  const subscribe = useCallback((listener: () => void) => store.lists.subscribe(listener), []);
  const snapshot = useCallback(() => store.lists.get(listId)?.title, [listId]);
  const title = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (!listId || store.lists.has(listId)) return;
    const controller = new AbortController();
    getApiClient()
      .get<unknown>(`/api/v1/lists/${encodeURIComponent(listId)}`, { signal: controller.signal })
      .then(({ data }) => parseListAsync(data))
      .then((list) => {
        if (list && !controller.signal.aborted) store.lists.upsert(list);
      })
      .catch(() => {
        // The header falls back to the generic name; the timeline itself reports its own errors.
      });
    return () => controller.abort();
  }, [listId]);

  return title;
}
