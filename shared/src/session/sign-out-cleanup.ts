import { resetScheduler } from '../api/scheduler';

// Sign-out leaves nothing of the account in the browser (issue 39, point 9): every part that keeps
// something of the signed-in user (drafts, an outbox, cached settings) registers here how to delete
// it, and `endUserSession` runs them all. A failing cleanup is logged and the others still run.

/** Who is signing out (null when the session was not a user's). */
export interface SignOutAccount {
  accountId: string;
}

export type SignOutCleanup = (account: SignOutAccount | null) => void | Promise<void>;

const cleanups = new Map<string, SignOutCleanup>();

/**
 * Adds (or replaces, by `name`) what sign-out deletes. Returns a function that removes it again.
 * Registered once per page, by the module that owns the data.
 */
export function registerSignOutCleanup(name: string, cleanup: SignOutCleanup): () => void {
  cleanups.set(name, cleanup);
  return () => {
    if (cleanups.get(name) === cleanup) cleanups.delete(name);
  };
}

/** The names registered (tests, and the console). */
export function signOutCleanupNames(): string[] {
  return [...cleanups.keys()];
}

/** Runs every cleanup; resolves when all have ended (failures logged, never thrown). */
export async function runSignOutCleanups(account: SignOutAccount | null): Promise<void> {
  await Promise.all(
    [...cleanups].map(async ([name, cleanup]) => {
      try {
        await cleanup(account);
      } catch (error) {
        console.warn(`[murmur] sign-out could not delete ${name}`, error);
      }
    }),
  );
}

/** Browser storage key of the composer's drafts, by owner ('{account id}@{instance host}'). */
const DRAFTS_KEY = 'drafts';

/**
 * The account's unsent drafts. Deleted here rather than by the composer, whose code may never
 * have loaded on this page before sign-out.
 */
function deleteDrafts(account: SignOutAccount | null, storage: Storage = localStorage): void {
  if (!account) return;
  const raw = storage.getItem(DRAFTS_KEY);
  if (!raw) return;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      storage.removeItem(DRAFTS_KEY);
      return;
    }
    stored = parsed as Record<string, unknown>;
  } catch {
    storage.removeItem(DRAFTS_KEY);
    return;
  }
  const prefix = `${account.accountId}@`;
  // Drafts from before drafts had owners are nobody's: they go too.
  const kept = Object.fromEntries(
    Object.entries(stored).filter(
      ([owner, value]) => owner.includes('@') && !owner.startsWith(prefix) && value,
    ),
  );
  if (Object.keys(kept).length === 0) storage.removeItem(DRAFTS_KEY);
  else storage.setItem(DRAFTS_KEY, JSON.stringify(kept));
}

/**
 * Records kept per account under `{name}:{account id}@{instance host}` (the composer's recent
 * emoji and skin tone): every key of that form for the account goes, whatever part wrote it, so a
 * part that keeps something per account this way needs no cleanup of its own.
 */
export function deleteAccountKeyedRecords(
  account: SignOutAccount | null,
  storage: Storage = localStorage,
): void {
  if (!account) return;
  const owned = `:${account.accountId}@`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.includes(owned)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

registerSignOutCleanup('drafts', (account) => {
  if (typeof localStorage !== 'undefined') deleteDrafts(account);
});
registerSignOutCleanup('records kept per account', (account) => {
  if (typeof localStorage !== 'undefined') deleteAccountKeyedRecords(account);
});
// The request scheduler's back-off state is of this account's requests.
registerSignOutCleanup('request scheduler', () => resetScheduler());
