import type { BusEvent } from '@murmur/shared';
import { bus, endUserSession, session$, store } from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureApp, storedUserToken } from '../oauth/oauth-client';
import { afterLogin } from './after-sign-in';
import type { TestContext } from './auth-test-kit';
import { ALICE, createTestContext, serveHappyPath } from './auth-test-kit';
import { logout } from './logout';
// logout.ts loads this on demand; loaded with the test, so that no step waits for its first transform.
import './sign-out-push';

let ctx: TestContext;
let events: BusEvent[];
let subscription: { unsubscribe(): void };

beforeEach(async () => {
  ctx = createTestContext();
  serveHappyPath(ctx.server);
  await ensureApp(ctx);
  await afterLogin('user-token', { navigate: () => {}, ctx });
  events = [];
  subscription = bus.events$.subscribe((event) => events.push(event));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  subscription.unsubscribe();
  endUserSession();
  vi.restoreAllMocks();
});

describe('logout (spec 1 section 4)', () => {
  it('revokes the token, clears session, token and store, announces it and goes to /main/public', async () => {
    const navigate = vi.fn();
    expect(store.accounts.get(ALICE.id)).toBeDefined();
    await logout({ navigate, ctx });
    expect(ctx.server.requestsTo('POST /oauth/revoke')[0]?.form).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      token: 'user-token',
    });
    expect(session$.getValue().kind).toBe('anonymous');
    expect(storedUserToken(ctx)).toBeNull();
    expect(store.accounts.get(ALICE.id)).toBeUndefined();
    expect(events).toEqual([{ type: 'session/ended' }]);
    expect(navigate).toHaveBeenCalledWith('/main/public', { flushSync: true });
  });

  it('signs out on this page even when the server cannot take the revocation, after retrying, and says so', async () => {
    ctx.server.on('POST /oauth/revoke', { status: 500, body: { error: 'boom' } });
    const navigate = vi.fn();
    await logout({ navigate, ctx, wait: async () => {} });
    expect(ctx.server.requestsTo('POST /oauth/revoke')).toHaveLength(3);
    expect(session$.getValue().kind).toBe('anonymous');
    expect(storedUserToken(ctx)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/main/public', { flushSync: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'notice/raised', messageKey: 'login.revoke_failed' }),
    );
  });

  it('a revoke that works on the second try says nothing more', async () => {
    let calls = 0;
    ctx.server.on('POST /oauth/revoke', () => (++calls === 1 ? 'network' : { status: 200, body: {} }));
    await logout({ navigate: vi.fn(), ctx, wait: async () => {} });
    expect(calls).toBe(2);
    expect(events.filter((e) => e.type === 'notice/raised')).toEqual([]);
  });

  it('keeps the registered app for the next sign-in', async () => {
    await logout({ navigate: vi.fn(), ctx });
    expect(ctx.storage.read('https://social.example').clientId).toBe('client-1');
  });
});
