import type { TimelinePageProps } from '@murmur/shared/core';

/**
 * The key of a timeline in the entity store's `timelines` map. Kinds with a parameter carry it in
 * the key ('tag:cats', 'list:42') so that two tags never share one list of ids.
 */
export function timelineKey({ timeline, tag, listId, accountId }: TimelinePageProps): string {
  switch (timeline) {
    case 'tag':
      return `tag:${normalizeTag(tag)}`;
    case 'list':
      return `list:${listId ?? ''}`;
    case 'user':
    case 'media':
    case 'replies':
      return `${timeline}:${accountId ?? ''}`;
    case 'favorites':
      return accountId ? `favorites:${accountId}` : 'favorites';
    default:
      return timeline;
  }
}

/** Tags arrive from the route with or without a leading '#'; the store and the API want it bare. */
import { normalizeTag } from '@murmur/shared/core';

export { normalizeTag };

/**
 * Spec 2 section 4: bookmarks, list and tag timelines are cleared on leaving or on a tag change.
 * The others (home, public, whole network, bubble, dms) are kept so that coming back is instant.
 */
export function isClearedOnLeave(props: TimelinePageProps): boolean {
  return props.timeline === 'tag' || props.timeline === 'list' || props.timeline === 'bookmarks';
}

/** Spec 2 section 4: the timelines remembered as the last one visited. */
const REMEMBERED = new Set(['friends', 'bookmarks', 'dms', 'public', 'publicAndExternal', 'bubble']);

export function isRememberedAsLast(props: TimelinePageProps): boolean {
  return !props.embedded && REMEMBERED.has(props.timeline);
}

/**
 * The timelines a reader lands on, kept as the last visit's snapshot and shown at once next time.
 * Only these: a profile or thread visited later must not replace the landing timeline's copy.
 */
const SNAPSHOTTED = new Set(['friends', 'public', 'publicAndExternal', 'bubble']);

export function isSnapshotted(props: TimelinePageProps): boolean {
  return SNAPSHOTTED.has(props.timeline);
}
