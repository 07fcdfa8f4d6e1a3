import { describe, expect, it } from 'vitest';
import {
  beginAuthorization,
  OAUTH_PENDING_MAX_AGE_MS,
  s256,
  takePendingAuthorization,
} from './oauth-pending';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the pending authorization (state and PKCE)', () => {
  it('computes the RFC 7636 S256 challenge', async () => {
    // The example of RFC 7636 appendix B.
    expect(await s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('matches a callback carrying the state it started, once', async () => {
    const storage = memory();
    const pending = await beginAuthorization(storage, 1000);
    expect(pending.state).not.toBe(pending.codeVerifier);
    expect(takePendingAuthorization(pending.state, storage, 2000)).toEqual({ ok: true, pending });
    expect(takePendingAuthorization(pending.state, storage, 2000)).toEqual({
      ok: false,
      reason: 'no-request',
    });
  });

  it('refuses another state, a missing one, or a stale request', async () => {
    const storage = memory();
    await beginAuthorization(storage, 1000);
    expect(takePendingAuthorization('forged', storage, 2000)).toEqual({ ok: false, reason: 'mismatch' });
    const again = await beginAuthorization(storage, 1000);
    expect(takePendingAuthorization(null, storage, 2000)).toEqual({ ok: false, reason: 'mismatch' });
    const late = await beginAuthorization(storage, 1000);
    expect(takePendingAuthorization(late.state, storage, 1000 + OAUTH_PENDING_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    void again;
  });
});
