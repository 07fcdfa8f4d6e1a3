/**
 * Where the OAuth client and the user's token are kept (spec 1 section 3, "OAuth client" and
 * "Persisted client state"): localStorage, one record per instance origin, so a token for one
 * server is never read back for another. When the browser refuses storage (private modes, a full
 * quota, storage disabled) everything is kept in memory for the life of the page instead; the
 * notice about it is raised elsewhere.
 */

/** The registered app and the signed-in user's token for one instance. */
export interface OAuthRecord {
  clientId: string | null;
  clientSecret: string | null;
  userToken: string | null;
}

export const EMPTY_OAUTH_RECORD: OAuthRecord = Object.freeze({
  clientId: null,
  clientSecret: null,
  userToken: null,
});

const KEY_PREFIX = 'murmur:oauth:';

export interface OAuthStorage {
  read(origin: string): OAuthRecord;
  write(origin: string, record: OAuthRecord): void;
  /** Merges into the stored record. */
  update(origin: string, patch: Partial<OAuthRecord>): OAuthRecord;
  /** False when the browser's storage could not be used and the record lives in memory only. */
  readonly persistent: boolean;
}

function keyFor(origin: string): string {
  return `${KEY_PREFIX}${normaliseOrigin(origin)}`;
}

/** 'https://Example.org/' and 'https://example.org' name the same instance. */
export function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

function readRecord(raw: string | null | undefined): OAuthRecord {
  if (!raw) return EMPTY_OAUTH_RECORD;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      clientId: text(parsed.clientId),
      clientSecret: text(parsed.clientSecret),
      userToken: text(parsed.userToken),
    };
  } catch {
    return EMPTY_OAUTH_RECORD;
  }
}

/** The page's localStorage, or null when reading it throws (sandboxed frames, disabled storage). */
function browserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = `${KEY_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Creates the storage over `storage` (default: the page's localStorage). A write that fails later
 * (quota) falls back to memory for that origin without losing the value.
 */
export function createOAuthStorage(storage: Storage | null = browserStorage()): OAuthStorage {
  const memory = new Map<string, OAuthRecord>();
  let persistent = storage !== null;

  const api: OAuthStorage = {
    get persistent() {
      return persistent;
    },
    read(origin) {
      const key = keyFor(origin);
      const held = memory.get(key);
      if (held) return held;
      if (!storage) return EMPTY_OAUTH_RECORD;
      try {
        return readRecord(storage.getItem(key));
      } catch {
        return EMPTY_OAUTH_RECORD;
      }
    },
    write(origin, record) {
      const key = keyFor(origin);
      const empty = !record.clientId && !record.clientSecret && !record.userToken;
      if (storage) {
        try {
          if (empty) storage.removeItem(key);
          else storage.setItem(key, JSON.stringify(record));
          memory.delete(key);
          return;
        } catch {
          persistent = false;
        }
      }
      if (empty) memory.delete(key);
      else memory.set(key, { ...record });
    },
    update(origin, patch) {
      const next = { ...api.read(origin), ...patch };
      api.write(origin, next);
      return next;
    },
  };
  return api;
}

let pageStorage: OAuthStorage | null = null;

/** The page-wide OAuth storage (created on first use). */
export function getOAuthStorage(): OAuthStorage {
  pageStorage ??= createOAuthStorage();
  return pageStorage;
}

/** For tests: replace the page-wide storage. */
export function setOAuthStorage(storage: OAuthStorage | null): void {
  pageStorage = storage;
}

/**
 * The user's token stored for `origin`, read straight from localStorage without creating the
 * page-wide storage: the shell's entry uses it to send start-up's signed-in requests early. Null
 * when there is none or storage cannot be read (the page then restores the session as it always did).
 */
export function peekStoredUserToken(origin: string): string | null {
  try {
    return readRecord(globalThis.localStorage?.getItem(keyFor(origin))).userToken;
  } catch {
    return null;
  }
}
