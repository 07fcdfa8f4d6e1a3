import type { TimelinePageProps } from '@murmur/shared/core';
import {
  ApiError,
  bus,
  getPreferences,
  isAbortError,
  isOnline,
  keepOfflineProfilePosts,
  NetworkError,
  NOTICE_TIMEOUT_MS,
  readOfflineProfile,
  readTimelineSnapshot,
  saveTimelineSnapshot,
  session$,
  store,
} from '@murmur/shared/core';
import { fetchTimeline } from './fetch-timeline';
import { timelineErrorText } from './timeline-error';
import { isSnapshotted } from './timeline-key';
import {
  failLoading,
  receiveNewestPage,
  receiveOlderPage,
  replaceSnapshot,
  showSnapshot,
  startLoading,
} from './timeline-state';

export type LoadMode = 'newest' | 'older';

/**
 * The request under way for each timeline key, so that clearing a timeline can cancel it. This
 * holds requests, not data: the timeline's state lives in `store.timelines` only.
 */
const inFlight = new Map<string, AbortController>();

/**
 * Fetches a page of a timeline into the store: the statuses into `store.statuses`, their ids into
 * `store.timelines`. The timeline's `loading` flag, set synchronously before the request, is the
 * guard against double fetches: a second call while one is under way does nothing, whichever
 * component asked. A reply that comes back after the timeline was cleared (leaving a tag, reload,
 * sign-out) is dropped.
 */
export async function loadTimeline(props: TimelinePageProps, key: string, mode: LoadMode): Promise<void> {
  const current = store.timelines.get(key);
  if (current.loading) return;
  if (mode === 'older' && current.bottomedOut) return;
  const maxId = mode === 'older' ? (current.nextMaxId ?? current.ids.at(-1)) : undefined;
  const controller = new AbortController();
  inFlight.set(key, controller);
  store.timelines.update(key, startLoading);
  // Still ours: not cancelled, and the store was not emptied under us (sign-out resets it).
  const stillWanted = () =>
    !controller.signal.aborted && inFlight.get(key) === controller && store.timelines.get(key).loading;
  const owner = snapshotOwner();
  let snapshotRead: Promise<void> = Promise.resolve();
  if (mode === 'newest' && current.ids.length === 0 && isSnapshotted(props)) {
    // The last visit's posts, at once, while the fresh page is on its way (it replaces them).
    snapshotRead = readTimelineSnapshot(owner, key).then((snapshot) => {
      if (!snapshot || !stillWanted() || store.timelines.get(key).ids.length > 0) return;
      store.statuses.upsertMany(snapshot.statuses);
      store.timelines.update(key, (state) => showSnapshot(state, snapshot));
    });
  }
  // A profile's posts tab, offline: the posts kept when it was last read (decision 0220).
  const profileId = props.timeline === 'user' ? props.accountId : undefined;
  if (mode === 'newest' && current.ids.length === 0 && profileId && !isOnline()) {
    snapshotRead = readOfflineProfile(owner, { id: profileId }).then((kept) => {
      if (!kept?.statuses.length || !stillWanted() || store.timelines.get(key).ids.length > 0) return;
      store.statuses.upsertMany(kept.statuses);
      store.timelines.update(key, (state) =>
        showSnapshot(state, {
          version: 1,
          owner,
          timelineKey: key,
          savedAt: kept.savedAt,
          statuses: kept.statuses,
        }),
      );
    });
  }
  try {
    // Spec 2 section 7: reply_visibility only when signed in.
    const replyVisibility =
      session$.getValue().kind === 'user' ? getPreferences().replyVisibility : undefined;
    const page = await fetchTimeline(props, { maxId, signal: controller.signal, replyVisibility });
    if (!stillWanted()) return;
    store.statuses.upsertMany(page.statuses);
    store.timelines.update(key, (state) =>
      mode === 'older' ? receiveOlderPage(state, page) : receiveNewestPage(replaceSnapshot(state), page),
    );
    if (mode === 'newest' && isSnapshotted(props)) void saveTimelineSnapshot(owner, key, page.statuses);
    if (mode === 'newest' && profileId) void keepOfflineProfilePosts(owner, profileId, page.statuses);
  } catch (error) {
    if (!stillWanted() || isAbortError(error)) return;
    // Offline the failure comes before the kept copy is read: that copy is shown first.
    await snapshotRead.catch(() => undefined);
    if (!stillWanted()) return;
    const message = timelineErrorText(error);
    if (error instanceof ApiError && error.status === 401 && session$.getValue().kind !== 'user') {
      // Not a failure: this server keeps the timeline for its users. The page says so, no notice.
      store.timelines.update(key, (state) => ({ ...failLoading(state, message), signInRequired: true }));
      return;
    }
    if (error instanceof ApiError && error.status === 404 && props.timeline === 'dms') {
      // Not a failure either: this server has neither the direct timeline nor conversations.
      store.timelines.update(key, (state) => ({ ...failLoading(state, message), notOffered: true }));
      return;
    }
    // Spec 2 section 8: keep what is shown, remember the error, and raise the global notice.
    store.timelines.update(key, (state) => failLoading(state, message));
    // Offline the frame says so once (its banner), and the timeline refreshes when the network is back.
    if (error instanceof NetworkError && !isOnline()) return;
    bus.emit({
      type: 'notice/raised',
      level: 'error',
      messageKey: 'timeline.error',
      messageArgs: { error: message },
      timeoutMs: NOTICE_TIMEOUT_MS,
    });
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

/** Whose snapshot this is: the signed-in account, or visitors. */
function snapshotOwner(): string {
  const session = session$.getValue();
  return session.kind === 'user' ? `user:${session.accountId}` : 'visitor';
}

/** Cancels the timeline's request, if any, and empties the timeline. */
export function clearTimeline(key: string): void {
  inFlight.get(key)?.abort();
  inFlight.delete(key);
  store.timelines.remove(key);
}
