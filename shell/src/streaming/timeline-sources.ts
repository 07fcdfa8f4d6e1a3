import type { Status, Store, TimelineState } from '@murmur/shared';
import { instance$ } from '@murmur/shared';

// Which store timelines a stream feeds, and where to fetch a timeline's newer statuses from. The
// keys are those of the timelines remote ('friends', 'public', 'publicAndExternal', 'tag:cats',
// 'list:12'...): the store's `timelines` map is the contract between us.

/** newIds are kept to this many: past NEW_STATUSES_FLUSH_THRESHOLD the timeline offers 'reload'. */
export const NEW_IDS_CAP = 100;

/** Orders ids as the server does: numerically for numeric ids, by flake order otherwise. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The newest status id a timeline holds, shown or waiting behind 'show new'. */
export function newestId(state: TimelineState): string | undefined {
  const candidates = [state.ids[0], state.newIds[0]].filter((id): id is string => id !== undefined);
  return candidates.sort(compareIds).at(-1);
}

/**
 * The store timelines a stream's `update` event belongs to. `stream` is the event's stream as the
 * server names it (`['user']`, `['public:local']`, `['hashtag', 'cats']`, `['list', '12']`).
 */
export function timelineKeysForStream(stream: readonly string[], status: Status): string[] {
  const [name, param] = stream;
  switch (name) {
    case 'user':
      return status.visibility === 'direct' ? ['friends', 'dms'] : ['friends'];
    case 'public':
      return ['publicAndExternal'];
    case 'public:local':
      return ['public'];
    case 'public:bubble':
      return ['bubble'];
    case 'hashtag':
      return param ? [`tag:${param}`] : [];
    case 'list':
      return param ? [`list:${param}`] : [];
    case 'direct':
      return ['dms'];
    default:
      return [];
  }
}

export interface TimelineEndpoint {
  path: string;
  query: Record<string, string | number | boolean>;
}

/**
 * Where newer statuses of a store timeline come from, or null for those that are not
 * chronological (bookmarks, favourites) or not ours to poll (a profile's statuses).
 */
export function timelineEndpointForKey(key: string): TimelineEndpoint | null {
  switch (key) {
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true } };
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: {} };
    case 'bubble':
      return { path: '/api/v1/timelines/bubble', query: {} };
    case 'dms':
      // Where the server has no direct timeline, DMs come from conversations, which are not polled by id.
      return instance$.getValue().capabilities.directTimeline
        ? { path: '/api/v1/timelines/direct', query: {} }
        : null;
  }
  if (key.startsWith('tag:') && key.length > 4)
    return { path: `/api/v1/timelines/tag/${encodeURIComponent(key.slice(4))}`, query: {} };
  if (key.startsWith('list:') && key.length > 5)
    return { path: `/api/v1/timelines/list/${encodeURIComponent(key.slice(5))}`, query: {} };
  return null;
}

/**
 * The timelines to keep fresh while the socket is down: those the store holds, that have a first
 * page already (an empty one is loading its first page itself) and that can be fetched by id.
 */
export function refreshableTimelines(store: Store): string[] {
  return store.timelines
    .keys()
    .filter((key) => timelineEndpointForKey(key) !== null && store.timelines.get(key).ids.length > 0);
}

/**
 * Puts status ids behind a timeline's 'show new' button, unless the timeline already shows or
 * holds them. Only timelines the store holds are touched: nobody is looking at the others, and
 * their first fetch will bring these statuses anyway. Returns whether the timeline took any.
 */
export function addNewIds(store: Store, key: string, ids: readonly string[]): boolean {
  if (ids.length === 0 || !store.timelines.keys().includes(key)) return false;
  let took = false;
  store.timelines.update(key, (state) => {
    const held = new Set([...state.ids, ...state.newIds]);
    const fresh = ids.filter((id) => !held.has(id));
    if (fresh.length === 0) return state;
    took = true;
    const newIds = [...new Set([...fresh, ...state.newIds])].sort((a, b) => compareIds(b, a));
    return { ...state, newIds: newIds.slice(0, NEW_IDS_CAP) };
  });
  return took;
}
