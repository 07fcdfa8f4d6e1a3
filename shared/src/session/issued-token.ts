import { registerSignOutCleanup } from './sign-out-cleanup';

// The sessions list of Pleroma and Akkoma (GET /api/oauth_tokens.json) names each token by an id,
// its app and `valid_until`, but not which one this browser holds. What the token's own reply said
// when it was issued (`id` on Pleroma, `expires_in` everywhere) is kept here, so the settings can
// mark this browser's session (issue 38).

const KEY = 'murmur:issued-token';

export interface IssuedToken {
  /** The token's id as the server's token reply gave it, when it gave one. */
  id: string | null;
  /** When the token stops being valid, from `expires_in` at issue (ms since the epoch). */
  validUntil: number | null;
  /** When this browser received it (ms since the epoch). */
  issuedAt: number;
}

/** Keeps what a token reply (POST /oauth/token) says of the token this browser now holds. */
export function recordIssuedToken(
  reply: unknown,
  now = Date.now(),
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!reply || typeof reply !== 'object' || !storage) return;
  const { id, expires_in: expiresIn } = reply as { id?: unknown; expires_in?: unknown };
  const record: IssuedToken = {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    validUntil: typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? now + expiresIn * 1000 : null,
    issuedAt: now,
  };
  try {
    storage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Storage off: the current session is just not marked.
  }
}

/** What was kept of this browser's token, or null. */
export function issuedToken(storage: Storage | undefined = globalThis.localStorage): IssuedToken | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { id, validUntil, issuedAt } = parsed as Record<string, unknown>;
    if (typeof issuedAt !== 'number') return null;
    return {
      id: typeof id === 'string' ? id : null,
      validUntil: typeof validUntil === 'number' ? validUntil : null,
      issuedAt,
    };
  } catch {
    return null;
  }
}

/** How far a listed `valid_until` may be from the one worked out at issue and still be this token. */
const SAME_TOKEN_WITHIN_MS = 60_000;

/**
 * Which of the listed sessions is this browser's: the one whose `valid_until` is nearest the one
 * worked out at issue (within a minute); else null. An id is not compared: servers differ in what
 * the token reply's `id` names.
 */
export function currentSessionOf<T extends { validUntil: string }>(
  sessions: readonly T[],
  issued: IssuedToken | null = issuedToken(),
): T | null {
  if (!issued?.validUntil) return null;
  let best: T | null = null;
  let distance = SAME_TOKEN_WITHIN_MS;
  for (const session of sessions) {
    const until = Date.parse(session.validUntil);
    if (Number.isNaN(until)) continue;
    const off = Math.abs(until - issued.validUntil);
    if (off <= distance) {
      best = session;
      distance = off;
    }
  }
  return best;
}

registerSignOutCleanup('issued token', () => {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage off: nothing was kept.
  }
});
