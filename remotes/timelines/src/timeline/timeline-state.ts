import type { TimelineSnapshot, TimelineState } from '@murmur/shared/core';
import { NEW_STATUSES_FLUSH_THRESHOLD, VISIBLE_STATUSES_AFTER_SHOW_NEW } from '@murmur/shared/core';
import type { TimelinePage } from './fetch-timeline';

// Pure transitions of one timeline's state in the store. The loader applies them with
// store.timelines.update(key, ...); the tests read them like the spec's rules.

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Whether status id `a` is newer than `b`: Mastodon's numeric ids compare as numbers of any length,
 * Akkoma's flake ids (one length, base 62 in ASCII order) as strings; ids of other shapes are never
 * called newer.
 */
export function isNewerId(a: string, b: string): boolean {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return a.length !== b.length ? a.length > b.length : a > b;
  return a.length === b.length && /^[0-9A-Za-z]+$/.test(a) && /^[0-9A-Za-z]+$/.test(b) && a > b;
}

export function startLoading(state: TimelineState): TimelineState {
  return { ...state, loading: true, error: null };
}

export function failLoading(state: TimelineState, error: string): TimelineState {
  return { ...state, loading: false, error };
}

/**
 * The newest page arrived: it goes on top of anything already there (a timeline filled by
 * streaming before its first fetch). An empty newest page means there is nothing at all.
 */
export function receiveNewestPage(state: TimelineState, page: TimelinePage): TimelineState {
  const pageIds = page.statuses.map((status) => status.id);
  // What the timeline holds that is newer than the page (the user's own post, written while the
  // page was on its way) stays on top; the rest goes under it, as before.
  const newest = pageIds[0];
  const newer = newest === undefined ? [] : state.ids.filter((id) => isNewerId(id, newest));
  const ids = unique([...newer, ...pageIds, ...state.ids]);
  const shown = new Set(ids);
  return {
    ...state,
    ids,
    newIds: state.newIds.filter((id) => !shown.has(id)),
    loading: false,
    error: null,
    bottomedOut: page.statuses.length === 0,
    nextMaxId: page.nextMaxId ?? state.nextMaxId,
  };
}

/** The last visit's snapshot shown while the fresh page loads (still loading, marked as such). */
export function showSnapshot(state: TimelineState, snapshot: TimelineSnapshot): TimelineState {
  return { ...state, ids: snapshot.statuses.map((status) => status.id), snapshotSavedAt: snapshot.savedAt };
}

/** The fresh page replaces a snapshot outright: what was between them is not known. */
export function replaceSnapshot(state: TimelineState): TimelineState {
  return state.snapshotSavedAt ? { ...state, ids: [], snapshotSavedAt: null } : state;
}

/** Spec 2 section 4: an older page is appended; an empty one sets 'bottomed out'. */
export function receiveOlderPage(state: TimelineState, page: TimelinePage): TimelineState {
  if (page.statuses.length === 0) return { ...state, loading: false, error: null, bottomedOut: true };
  return {
    ...state,
    ids: unique([...state.ids, ...page.statuses.map((status) => status.id)]),
    loading: false,
    error: null,
    nextMaxId: page.nextMaxId ?? state.nextMaxId,
  };
}

/**
 * Spec 2 section 4: with 20 or more new statuses a flush is queued (there may be a gap between
 * them and what is shown), and the button says 'reload' instead of 'show new'.
 */
export function flushQueued(state: TimelineState): boolean {
  return state.newIds.length >= NEW_STATUSES_FLUSH_THRESHOLD;
}

/**
 * Spec 2 section 4: showing new statuses merges them in and keeps the newest 50 visible. What
 * falls off the end is fetched again as older statuses when the reader scrolls down.
 */
export function showNewStatuses(state: TimelineState): TimelineState {
  if (state.newIds.length === 0) return state;
  const merged = unique([...state.newIds, ...state.ids]);
  const ids = merged.slice(0, VISIBLE_STATUSES_AFTER_SHOW_NEW);
  const trimmed = ids.length < merged.length;
  return {
    ...state,
    ids,
    newIds: [],
    bottomedOut: trimmed ? false : state.bottomedOut,
    nextMaxId: trimmed ? (ids.at(-1) ?? null) : state.nextMaxId,
  };
}
