import type { TimelinePageProps, TimelineState } from '@murmur/shared/core';
import { bus, store, useSession, useTimeline, whenBackOnline } from '@murmur/shared/core';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { clearTimeline, loadTimeline } from './load-timeline';
import { isClearedOnLeave, timelineKey } from './timeline-key';
import { flushQueued, showNewStatuses } from './timeline-state';

export interface TimelineLoader {
  key: string;
  state: TimelineState;
  /** Fetches the next older page (also the retry after an error). */
  loadOlder: () => void;
  /** Spec 2 section 4: 'show new', or 'reload' when a flush is queued. */
  showNew: () => void;
  /** Empties the timeline and fetches its newest page again. */
  reload: () => void;
}

/**
 * Loads a timeline for the screen showing it. The first page is fetched on mount and whenever the
 * timeline changes (another tag, another list) unless the store already holds it. Bookmarks, list
 * and tag timelines are cleared on leaving and on a tag change (spec 2 section 4); the others stay
 * in the store so that coming back is instant.
 */
export function useTimelineLoader(
  { timeline, tag, listId, accountId }: TimelinePageProps,
  available = true,
): TimelineLoader {
  const props = useMemo<TimelinePageProps>(
    () => ({ timeline, tag, listId, accountId }),
    [timeline, tag, listId, accountId],
  );
  const key = timelineKey(props);
  const state = useTimeline(key);
  // Signing in or out empties the store: the screen on show then loads again, as its new reader.
  const session = useSession();
  const reader = session.kind === 'user' ? session.accountId : '';

  // A layout effect: the first page is asked as the screen commits, not after the page has painted
  // around it (the frame's layout and every other effect came first, ~80 ms on a cold start).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reader` re-runs the load for a new reader
  useLayoutEffect(() => {
    if (!available) return;
    const current = store.timelines.get(key);
    if (current.ids.length === 0 && !current.bottomedOut) void loadTimeline(props, key, 'newest');
    if (!isClearedOnLeave(props)) return;
    return () => clearTimeline(key);
  }, [props, key, available, reader]);

  // Back online, a timeline shown from the kept copy (or whose load failed) refreshes by itself;
  // the streaming link's catch-up takes care of one that was live.
  useEffect(() => {
    if (!available) return;
    return whenBackOnline(() => {
      const current = store.timelines.get(key);
      if (current.snapshotSavedAt || current.error !== null || current.ids.length === 0)
        void loadTimeline(props, key, 'newest');
    });
  }, [props, key, available]);

  const loadOlder = useCallback(() => {
    const current = store.timelines.get(key);
    // After a failed first page there is nothing to be older than: ask for the newest again.
    void loadTimeline(props, key, current.ids.length === 0 || current.snapshotSavedAt ? 'newest' : 'older');
  }, [props, key]);

  const showNew = useCallback(() => {
    const current = store.timelines.get(key);
    if (flushQueued(current)) {
      clearTimeline(key);
      void loadTimeline(props, key, 'newest');
    } else {
      store.timelines.update(key, showNewStatuses);
    }
    // Tells the shell's streaming that the reader caught up, so this timeline is no longer paused.
    bus.emit({ type: 'timeline/show-new', timelineKey: key });
  }, [props, key]);

  const reload = useCallback(() => {
    clearTimeline(key);
    void loadTimeline(props, key, 'newest');
  }, [props, key]);

  return { key, state, loadOlder, showNew, reload };
}
