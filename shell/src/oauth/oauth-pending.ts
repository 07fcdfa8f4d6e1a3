// The authorization request this browser started: its `state` (RFC 6749 section 10.12, binding the
// callback to this browser) and its PKCE verifier (RFC 7636). Kept in sessionStorage: it lives as
// long as the tab, and another site cannot plant one.

export const OAUTH_PENDING_KEY = 'murmur:oauth-pending';

/** A callback older than this is not accepted (the user walked away from the server's page). */
export const OAUTH_PENDING_MAX_AGE_MS = 30 * 60 * 1000;

export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  /** S256 challenge, or null where the page cannot hash (no WebCrypto outside secure contexts). */
  codeChallenge: string | null;
  createdAt: number;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** BASE64URL(SHA-256(verifier)), or null without WebCrypto. */
export async function s256(verifier: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Starts a new authorization request and remembers it for the callback. */
export async function beginAuthorization(
  storage: Pick<Storage, 'setItem'> = sessionStorage,
  now = Date.now(),
): Promise<PendingAuthorization> {
  const codeVerifier = randomToken();
  const pending: PendingAuthorization = {
    state: randomToken(),
    codeVerifier,
    codeChallenge: await s256(codeVerifier),
    createdAt: now,
  };
  try {
    storage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the callback cannot be matched and will say so; nothing is lost.
  }
  return pending;
}

export type CallbackCheck =
  | { ok: true; pending: PendingAuthorization }
  | { ok: false; reason: 'no-request' | 'mismatch' | 'expired' };

/**
 * Matches a callback's `state` to the request this browser started, once: the pending request is
 * forgotten whatever the outcome, so a callback link cannot be replayed.
 */
export function takePendingAuthorization(
  state: string | null,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
  now = Date.now(),
): CallbackCheck {
  let pending: PendingAuthorization | null = null;
  try {
    const raw = storage.getItem(OAUTH_PENDING_KEY);
    pending = raw ? (JSON.parse(raw) as PendingAuthorization) : null;
    storage.removeItem(OAUTH_PENDING_KEY);
  } catch {
    pending = null;
  }
  if (!pending || typeof pending.state !== 'string') return { ok: false, reason: 'no-request' };
  if (!state || state !== pending.state) return { ok: false, reason: 'mismatch' };
  if (now - pending.createdAt > OAUTH_PENDING_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, pending };
}
