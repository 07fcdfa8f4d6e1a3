import type { ApiClient, Status, Store } from '@murmur/shared';
import { PAGE_SIZE, parseStatusList } from '@murmur/shared';
import { addNewIds, compareIds, newestId, timelineEndpointForKey } from './timeline-sources';

/** Catch-up after a reconnect reads at most this many pages per timeline. */
export const CATCH_UP_MAX_PAGES = 5;

export interface FetchNewerOptions {
  signal?: AbortSignal | undefined;
}

/**
 * Polling (spec 2 section 4): one page of statuses newer than the newest the timeline holds
 * (`since_id`), into the store and behind the timeline's 'show new' button. Returns how many
 * statuses the server sent.
 */
export async function pollTimeline(
  store: Store,
  api: ApiClient,
  key: string,
  { signal }: FetchNewerOptions = {},
): Promise<number> {
  const endpoint = timelineEndpointForKey(key);
  const sinceId = newestId(store.timelines.get(key));
  if (!endpoint || !sinceId) return 0;
  const reply = await api.get<unknown>(endpoint.path, {
    query: { ...endpoint.query, since_id: sinceId, limit: PAGE_SIZE },
    signal,
  });
  const statuses = parseStatusList(reply.data);
  if (signal?.aborted) return 0;
  deliver(store, key, statuses);
  return statuses.length;
}

/**
 * Catch-up after a reconnect: everything newer than the newest status the timeline holds, page by
 * page upwards with `min_id` so nothing falls into a hole, until the server has nothing newer.
 * Bounded by CATCH_UP_MAX_PAGES pages: past that the timeline's 'reload' (a flush is queued at 20
 * new statuses) fetches the newest page afresh. Returns how many statuses arrived.
 */
export async function catchUpTimeline(
  store: Store,
  api: ApiClient,
  key: string,
  { signal }: FetchNewerOptions = {},
): Promise<number> {
  const endpoint = timelineEndpointForKey(key);
  let minId = newestId(store.timelines.get(key));
  if (!endpoint || !minId) return 0;
  let received = 0;
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page++) {
    const reply = await api.get<unknown>(endpoint.path, {
      query: { ...endpoint.query, min_id: minId, limit: PAGE_SIZE },
      signal,
    });
    if (signal?.aborted) break;
    const statuses = parseStatusList(reply.data);
    // A server that ignores min_id answers with the newest page again: keep only what is newer.
    const floor: string = minId;
    const newer: Status[] = statuses.filter((status) => compareIds(status.id, floor) > 0);
    if (newer.length === 0) break;
    deliver(store, key, newer);
    received += newer.length;
    minId =
      newer
        .map((status) => status.id)
        .sort(compareIds)
        .at(-1) ?? minId;
    if (statuses.length < PAGE_SIZE) break;
  }
  return received;
}

function deliver(store: Store, key: string, statuses: readonly Status[]): void {
  if (statuses.length === 0) return;
  store.statuses.upsertMany(statuses);
  addNewIds(
    store,
    key,
    statuses.map((status) => status.id),
  );
}
