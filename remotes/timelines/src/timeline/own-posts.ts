import { bus, session$, store, type TimelineState } from '@murmur/shared';

/**
 * A post the user just wrote goes to the top of their home timeline at once (not behind 'show
 * new', where the stream would put it), as long as that timeline is loaded. Also their own
 * profile's statuses.
 */
export function placeOwnPost(state: TimelineState, statusId: string): TimelineState {
  if (state.ids.includes(statusId)) return state;
  if (state.ids.length === 0 && !state.bottomedOut) return state;
  return { ...state, ids: [statusId, ...state.ids], newIds: state.newIds.filter((id) => id !== statusId) };
}

let started = false;

/** Listens once per page for 'status/posted' (the composer remote announces new posts). */
export function showOwnPostsAtOnce(): void {
  if (started) return;
  started = true;
  bus.on('status/posted').subscribe((event) => {
    if (event.edited) return;
    const session = session$.getValue();
    store.timelines.update('friends', (state) => placeOwnPost(state, event.statusId));
    if (session.kind === 'user') {
      store.timelines.update(`user:${session.accountId}`, (state) => placeOwnPost(state, event.statusId));
    }
  });
}
