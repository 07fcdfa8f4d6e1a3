import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What the service worker needs to show a push in the reader's terms, written by the page (the
 * worker has no access to localStorage, the preferences or the catalogues): the interface
 * language, its notification texts, and whether a post's text stays behind its content warning.
 * Kept in IndexedDB, which both can read; deleted when push is turned off or at sign-out.
 */
export interface PushDisplaySettings {
  /** BCP 47 tag of the interface language, for the notification's `lang`. */
  locale: string;
  /** The texts by key (`PUSH_TEXT_KEYS`), with `{name}`, `{emoji}`, `{target}`, `{cw}` arguments. */
  texts: Partial<Record<PushTextKey, string>>;
  /** The reader's `webPushHideIfCW` preference. */
  hideIfCW: boolean;
  /** The signed-in account the subscription belongs to. */
  accountId: string;
}

export const PUSH_TEXT_KEYS = [
  'mention',
  'status',
  'favourite',
  'reblog',
  'follow',
  'follow_request',
  'move',
  'poll',
  'update',
  'reaction',
  'other',
  'contentWarning',
] as const;
export type PushTextKey = (typeof PUSH_TEXT_KEYS)[number];

const KEY = 'display';
let database: UseStore | null | undefined;

function pushStore(): UseStore | null {
  if (database !== undefined) return database;
  try {
    database = typeof indexedDB === 'undefined' ? null : createStore('murmur-push', 'settings');
  } catch {
    database = null;
  }
  return database;
}

/** Saves the worker's settings; failures are quiet (the worker then shows the server's own texts). */
export async function savePushDisplaySettings(settings: PushDisplaySettings): Promise<void> {
  const db = pushStore();
  if (db) await set(KEY, settings, db).catch(() => undefined);
}

export async function readPushDisplaySettings(): Promise<PushDisplaySettings | null> {
  const db = pushStore();
  if (!db) return null;
  const value = (await get(KEY, db).catch(() => undefined)) as PushDisplaySettings | undefined;
  return value && typeof value === 'object' && typeof value.locale === 'string' ? value : null;
}

export async function clearPushDisplaySettings(): Promise<void> {
  const db = pushStore();
  if (db) await del(KEY, db).catch(() => undefined);
}
