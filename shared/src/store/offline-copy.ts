import { del, get, keys, set } from 'idb-keyval';
import type { Account } from '../entities/account';
import { parseAccountAsync, parseStatusAsync } from '../entities/read-async';
import type { Status } from '../entities/status';
import { registerSignOutCleanup } from '../session/sign-out-cleanup';
import { snapshotDatabase } from './snapshot-database';
import type { TimelineSnapshot } from './timeline-snapshot';

// What the client keeps to be read offline (issue 36), beside the landing timeline's snapshot and
// in the same IndexedDB store: the same entities the store holds, nothing else. Bounded and per
// owner (`user:{account id}` or `visitor`):
// - the last OFFLINE_TIMELINES timelines, TIMELINE_SNAPSHOT_SIZE (20) posts each;
// - the last OFFLINE_THREADS threads opened, at most OFFLINE_THREAD_SIZE posts each;
// - the last OFFLINE_PROFILES profiles opened: the account and the first TIMELINE_SNAPSHOT_SIZE (20)
//   posts of its posts tab;
// - the signed-in account itself, so that an offline start can show the session it had.
// Ending the session deletes the account's (registerSignOutCleanup). Older than a week, unused.

export const OFFLINE_COPY_VERSION = 1;
export const OFFLINE_TIMELINES = 5;
export const OFFLINE_THREADS = 10;
export const OFFLINE_THREAD_SIZE = 60;
export const OFFLINE_PROFILES = 10;
/** Posts kept per profile (the timelines' snapshot size). */
export const OFFLINE_PROFILE_POSTS = 20;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const ACCOUNT_KEY = 'offline:account';
const timelinesKey = (owner: string) => `offline:${owner}:timelines`;
const threadsKey = (owner: string) => `offline:${owner}:threads`;
const profilesKey = (owner: string) => `offline:${owner}:profiles`;

/** A profile as it was last read: the account, and the first posts of its posts tab. */
export interface OfflineProfile {
  /** The account's id. */
  id: string;
  savedAt: string;
  account: Account;
  statuses: Status[];
}

/** A thread as it was last read: the opened post, then what the server said around it. */
export interface OfflineThread {
  /** The status the thread was opened for. */
  id: string;
  savedAt: string;
  status: Status;
  ancestors: Status[];
  descendants: Status[];
}

interface Kept<T> {
  version: number;
  entries: T[];
}

function fresh(savedAt: unknown, now: Date): boolean {
  return typeof savedAt === 'string' && now.getTime() - Date.parse(savedAt) < MAX_AGE_MS;
}

async function readList<T>(key: string): Promise<T[]> {
  const db = snapshotDatabase();
  if (!db) return [];
  const kept = (await get<Kept<T>>(key, db).catch(() => undefined)) ?? null;
  return kept && kept.version === OFFLINE_COPY_VERSION && Array.isArray(kept.entries) ? kept.entries : [];
}

/** Puts `entry` first, drops any older one of the same `id`, keeps `max`. Quiet on failure. */
async function keepFirst<T>(key: string, entry: T, idOf: (entry: T) => string, max: number): Promise<void> {
  const db = snapshotDatabase();
  if (!db) return;
  const others = (await readList<T>(key)).filter((kept) => idOf(kept) !== idOf(entry));
  const kept: Kept<T> = { version: OFFLINE_COPY_VERSION, entries: [entry, ...others].slice(0, max) };
  await set(key, kept, db).catch(() => undefined);
}

/** Keeps a timeline's snapshot among its owner's last few (timeline-snapshot.ts calls this). */
export async function keepOfflineTimeline(snapshot: TimelineSnapshot): Promise<void> {
  await keepFirst(timelinesKey(snapshot.owner), snapshot, (kept) => kept.timelineKey, OFFLINE_TIMELINES);
}

/** One of the owner's last timelines, as kept (not yet checked for age: the caller does). */
export async function readOfflineTimeline(
  owner: string,
  timelineKey: string,
): Promise<TimelineSnapshot | null> {
  const entries = await readList<TimelineSnapshot>(timelinesKey(owner));
  return entries.find((entry) => entry?.timelineKey === timelineKey && entry.owner === owner) ?? null;
}

/** Deletes the owner's kept timelines (with the landing snapshot, timeline-snapshot.ts). */
export async function clearOfflineTimelines(owner: string): Promise<void> {
  const db = snapshotDatabase();
  if (db) await del(timelinesKey(owner), db).catch(() => undefined);
}

/** Keeps a thread just read, cut to OFFLINE_THREAD_SIZE posts around the opened one. */
export async function keepOfflineThread(
  owner: string,
  thread: Omit<OfflineThread, 'savedAt'>,
  now: Date = new Date(),
): Promise<void> {
  // The nearest ancestors and the first replies: what the page shows first.
  const room = OFFLINE_THREAD_SIZE - 1;
  const ancestors = thread.ancestors.slice(-Math.min(thread.ancestors.length, Math.floor(room / 3)));
  const descendants = thread.descendants.slice(0, room - ancestors.length);
  await keepFirst(
    threadsKey(owner),
    { ...thread, ancestors, descendants, savedAt: now.toISOString() },
    (kept) => kept.id,
    OFFLINE_THREADS,
  );
}

/** Each kept status re-read, those that cannot be read left out. */
async function readStatuses(statuses: unknown): Promise<Status[]> {
  const read = await Promise.all((Array.isArray(statuses) ? statuses : []).map(parseStatusAsync));
  return read.filter((s): s is Status => s !== null);
}

/** The kept thread opened for `id` (or in which `id` is the opened post), re-read by the schemas. */
export async function readOfflineThread(
  owner: string,
  id: string,
  now: Date = new Date(),
): Promise<OfflineThread | null> {
  const entries = await readList<OfflineThread>(threadsKey(owner));
  const found = entries.find((entry) => entry && (entry.id === id || entry.status?.id === id));
  if (!found || !fresh(found.savedAt, now)) return null;
  const status = await parseStatusAsync(found.status);
  if (!status) return null;
  return {
    id: found.id,
    savedAt: found.savedAt,
    status,
    ancestors: await readStatuses(found.ancestors),
    descendants: await readStatuses(found.descendants),
  };
}

// The profile page keeps the account and the timelines remote its posts, each a read and a write
// of the same list: one after the other, so that neither overwrites the other's change.
let profileWrites: Promise<void> = Promise.resolve();
function updateProfiles(
  owner: string,
  change: (entries: OfflineProfile[]) => OfflineProfile[] | null,
): Promise<void> {
  const run = async () => {
    const db = snapshotDatabase();
    if (!db) return;
    const updated = change(await readList<OfflineProfile>(profilesKey(owner)));
    if (!updated) return;
    await set(profilesKey(owner), { version: OFFLINE_COPY_VERSION, entries: updated }, db).catch(
      () => undefined,
    );
  };
  profileWrites = profileWrites.then(run, run);
  return profileWrites;
}

/** Keeps a profile just read first among the owner's last few (its posts, when kept, stay). */
export function keepOfflineProfile(owner: string, account: Account, now: Date = new Date()): Promise<void> {
  return updateProfiles(owner, (entries) => {
    const kept = entries.find((entry) => entry?.id === account.id);
    const others = entries.filter((entry) => entry?.id !== account.id);
    const entry: OfflineProfile = {
      id: account.id,
      savedAt: now.toISOString(),
      account,
      statuses: kept?.statuses ?? [],
    };
    return [entry, ...others].slice(0, OFFLINE_PROFILES);
  });
}

/** Keeps the first posts of a kept profile's posts tab (a profile not kept is not added). */
export function keepOfflineProfilePosts(
  owner: string,
  accountId: string,
  statuses: readonly Status[],
  now: Date = new Date(),
): Promise<void> {
  return updateProfiles(owner, (entries) =>
    entries.some((entry) => entry?.id === accountId)
      ? entries.map((entry) =>
          entry?.id === accountId
            ? { ...entry, savedAt: now.toISOString(), statuses: statuses.slice(0, OFFLINE_PROFILE_POSTS) }
            : entry,
        )
      : null,
  );
}

/** The kept profile of an account, by id or by name (`acct`), re-read by the schemas. */
export async function readOfflineProfile(
  owner: string,
  target: { id?: string; acct?: string },
  now: Date = new Date(),
): Promise<OfflineProfile | null> {
  const entries = await readList<OfflineProfile>(profilesKey(owner));
  const name = target.acct?.replace(/^@/, '');
  const found = entries.find(
    (entry) =>
      entry &&
      ((target.id !== undefined && entry.id === target.id) ||
        (name !== undefined && (entry.account?.acct === name || entry.account?.username === name))),
  );
  if (!found || !fresh(found.savedAt, now)) return null;
  const account = await parseAccountAsync(found.account);
  if (!account || account.id !== found.id) return null;
  const statuses = await readStatuses(found.statuses);
  return { id: found.id, savedAt: found.savedAt, account, statuses };
}

/** Keeps the signed-in account (as verify_credentials last described it). */
export async function keepOfflineAccount(account: Account, now: Date = new Date()): Promise<void> {
  const db = snapshotDatabase();
  if (!db) return;
  await set(ACCOUNT_KEY, { version: OFFLINE_COPY_VERSION, savedAt: now.toISOString(), account }, db).catch(
    () => undefined,
  );
}

/** The account kept by the last session, when there is a usable one. */
export async function readOfflineAccount(now: Date = new Date()): Promise<Account | null> {
  const db = snapshotDatabase();
  if (!db) return null;
  const kept = (await get<{ version?: unknown; savedAt?: unknown; account?: unknown }>(ACCOUNT_KEY, db).catch(
    () => undefined,
  )) ?? { version: null };
  if (kept.version !== OFFLINE_COPY_VERSION || !fresh(kept.savedAt, now)) return null;
  return parseAccountAsync(kept.account);
}

/** Deletes what was kept for `owner` (and the kept account when it is that account). */
export async function clearOfflineCopy(owner: string): Promise<void> {
  const db = snapshotDatabase();
  if (!db) return;
  await Promise.all([
    del(timelinesKey(owner), db),
    del(threadsKey(owner), db),
    del(profilesKey(owner), db),
  ]).catch(() => undefined);
  const account = await get<{ account?: { id?: unknown } }>(ACCOUNT_KEY, db).catch(() => undefined);
  if (owner.startsWith('user:') && (!account || account.account?.id === owner.slice(5)))
    await del(ACCOUNT_KEY, db).catch(() => undefined);
}

/** Every owner something is kept for (tests, and the console). */
export async function offlineCopyOwners(): Promise<string[]> {
  const db = snapshotDatabase();
  if (!db) return [];
  const all = (await keys(db).catch(() => [])) as IDBValidKey[];
  const owners = all
    .map((key) =>
      typeof key === 'string' ? /^offline:(.+):(?:timelines|threads|profiles)$/.exec(key)?.[1] : undefined,
    )
    .filter((owner): owner is string => Boolean(owner));
  return [...new Set(owners)];
}

// Nothing of the account stays in the browser after sign-out.
registerSignOutCleanup('offline copy', async (account) => {
  if (account) await clearOfflineCopy(`user:${account.accountId}`);
});
