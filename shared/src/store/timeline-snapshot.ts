import { del, get, set } from 'idb-keyval';
import type { Status } from '../entities';
import { clearOfflineTimelines, keepOfflineTimeline, readOfflineTimeline } from './offline-copy';
import { snapshotDatabase } from './snapshot-database';

/**
 * The last timeline a reader saw, kept in IndexedDB so that the next visit shows it at once,
 * marked as such, while the fresh page loads (issue: start fast on repeat visits). One snapshot
 * only, for one owner (the signed-in account, or visitors); signing out deletes it.
 *
 * The statuses are the store's own entities: sanitised when they were first read, and stored in
 * this origin's database only. A snapshot from another schema version or older than a week is
 * ignored.
 */
export const TIMELINE_SNAPSHOT_VERSION = 1;
/** How many statuses a snapshot keeps: one screenful and a little more. */
export const TIMELINE_SNAPSHOT_SIZE = 20;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const KEY = 'last-timeline';

export interface TimelineSnapshot {
  version: number;
  owner: string;
  timelineKey: string;
  savedAt: string;
  statuses: Status[];
}

const snapshots = snapshotDatabase;

/** Keeps the newest statuses of a timeline as the one snapshot. Failures are quiet: it is a cache. */
export async function saveTimelineSnapshot(
  owner: string,
  timelineKey: string,
  statuses: readonly Status[],
  now: Date = new Date(),
): Promise<void> {
  const db = snapshots();
  if (!db || statuses.length === 0) return;
  const snapshot: TimelineSnapshot = {
    version: TIMELINE_SNAPSHOT_VERSION,
    owner,
    timelineKey,
    savedAt: now.toISOString(),
    statuses: statuses.slice(0, TIMELINE_SNAPSHOT_SIZE),
  };
  await set(KEY, snapshot, db).catch(() => undefined);
  // Also among the owner's last few timelines, for reading offline (offline-copy.ts).
  await keepOfflineTimeline(snapshot);
}

/** The snapshot of this timeline for this owner, when there is a usable one. */
export async function readTimelineSnapshot(
  owner: string,
  timelineKey: string,
  now: Date = new Date(),
): Promise<TimelineSnapshot | null> {
  const snapshot = await readLastTimelineSnapshot(now);
  if (!snapshot || snapshot.owner !== owner || snapshot.timelineKey !== timelineKey) {
    // Not the landing timeline: one of the owner's last few, when it was kept.
    return usableTimelineSnapshot(await readOfflineTimeline(owner, timelineKey), now);
  }
  return snapshot;
}

/**
 * The one snapshot, whoever it belongs to, when it is usable: for the start-up screen, which
 * shows it while a slow server has not said who is signed in yet (signing out deletes it, so a
 * user's snapshot exists only while that user's session is kept in this browser).
 */
export async function readLastTimelineSnapshot(now: Date = new Date()): Promise<TimelineSnapshot | null> {
  const db = snapshots();
  if (!db) return null;
  return usableTimelineSnapshot((await get<unknown>(KEY, db).catch(() => undefined)) ?? null, now);
}

/**
 * `raw` as a snapshot when it is a usable one (this version, a timeline key, statuses, not older
 * than a week), else null: for a record read some other way (the shell reads it with IndexedDB's
 * own API before this library has loaded).
 */
export function usableTimelineSnapshot(raw: unknown, now: Date = new Date()): TimelineSnapshot | null {
  const snapshot = raw as Partial<TimelineSnapshot> | null;
  if (
    typeof snapshot !== 'object' ||
    !snapshot ||
    snapshot.version !== TIMELINE_SNAPSHOT_VERSION ||
    typeof snapshot.owner !== 'string' ||
    typeof snapshot.timelineKey !== 'string' ||
    typeof snapshot.savedAt !== 'string' ||
    !Array.isArray(snapshot.statuses) ||
    !(now.getTime() - Date.parse(snapshot.savedAt) < MAX_AGE_MS)
  ) {
    return null;
  }
  return snapshot as TimelineSnapshot;
}

/** Deletes the snapshot (on sign-out: nothing of the user stays behind). */
export async function clearTimelineSnapshot(): Promise<void> {
  const db = snapshots();
  if (!db) return;
  // The owner's other kept timelines go with it (offline-copy.ts).
  const owner = (await get<{ owner?: unknown }>(KEY, db).catch(() => undefined))?.owner;
  await del(KEY, db).catch(() => undefined);
  if (typeof owner === 'string') await clearOfflineTimelines(owner);
}
