import { createStore, type UseStore } from 'idb-keyval';

let database: UseStore | null | undefined;

/**
 * The client's one IndexedDB store of what it keeps between visits (the last timeline, and for
 * reading offline the last timelines, threads, profiles and the signed-in account: offline-copy.ts),
 * or null where IndexedDB is missing or refused (private modes).
 */
export function snapshotDatabase(): UseStore | null {
  if (database !== undefined) return database;
  try {
    database = typeof indexedDB === 'undefined' ? null : createStore('murmur-snapshots', 'snapshots');
  } catch {
    database = null;
  }
  return database;
}
