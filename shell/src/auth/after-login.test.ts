import type { BusEvent } from '@murmur/shared';
import { bus, endUserSession, session$, store } from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedUserToken } from '../oauth/oauth-client';
import { beginStoredSessionCheck, restoreStoredSession, tryRestoreStoredSession } from './after-login';
import { afterLogin } from './after-sign-in';
import type { TestContext } from './auth-test-kit';
import { ALICE, createTestContext, serveHappyPath } from './auth-test-kit';

let ctx: TestContext;
let events: BusEvent[];
let subscription: { unsubscribe(): void };

beforeEach(() => {
  ctx = createTestContext();
  serveHappyPath(ctx.server);
  events = [];
  subscription = bus.events$.subscribe((event) => events.push(event));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  subscription.unsubscribe();
  endUserSession();
  vi.restoreAllMocks();
});

describe('after login (spec 1 section 4)', () => {
  it('verifies the token, stores the account, starts the session, announces it, goes to friends', async () => {
    const navigate = vi.fn();
    expect(await afterLogin('user-token', { navigate, ctx })).toBeNull();
    const verify = ctx.server.requestsTo('GET /api/v1/accounts/verify_credentials');
    expect(verify[0]?.authorization).toBe('Bearer user-token');
    expect(store.accounts.get(ALICE.id)?.username).toBe('alice');
    expect(session$.getValue()).toEqual({ kind: 'user', token: 'user-token', accountId: ALICE.id });
    expect(events).toContainEqual({ type: 'session/started', accountId: ALICE.id });
    expect(storedUserToken(ctx)).toBe('user-token');
    expect(navigate).toHaveBeenCalledWith('/main/friends', { replace: true });
  });

  it('a 401 from verify_credentials reads "Wrong username or password" and signs nobody in', async () => {
    const navigate = vi.fn();
    expect(await afterLogin('bad-token', { navigate, ctx })).toEqual({ kind: 'wrong-credentials' });
    expect(session$.getValue().kind).toBe('anonymous');
    expect(storedUserToken(ctx)).toBeNull();
    expect(events).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('another verify error reads "An error occurred, please try again"', async () => {
    ctx.server.on('GET /api/v1/accounts/verify_credentials', { status: 500, body: { error: 'boom' } });
    expect(await afterLogin('user-token', { navigate: vi.fn(), ctx })).toEqual({ kind: 'generic' });
  });

  it('no answer reads "Failed to connect to server, try again"', async () => {
    ctx.server.on('GET /api/v1/accounts/verify_credentials', 'network');
    expect(await afterLogin('user-token', { navigate: vi.fn(), ctx })).toEqual({ kind: 'network' });
  });
});

describe('restoring a stored session on start-up', () => {
  it('a stored token restores the session', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    expect(await restoreStoredSession(ctx)).toBe(true);
    expect(session$.getValue()).toMatchObject({ kind: 'user', accountId: ALICE.id });
    expect(events).toContainEqual({ type: 'session/started', accountId: ALICE.id });
  });

  it('an invalid token is dropped silently', async () => {
    ctx.storage.update('https://social.example', { userToken: 'revoked' });
    expect(await restoreStoredSession(ctx)).toBe(false);
    expect(session$.getValue().kind).toBe('anonymous');
    expect(storedUserToken(ctx)).toBeNull();
    expect(events).toEqual([]);
  });

  it('keeps the token for later when the server cannot be reached', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    ctx.server.on('GET /api/v1/accounts/verify_credentials', 'network');
    expect(await restoreStoredSession(ctx)).toBe(false);
    expect(storedUserToken(ctx)).toBe('user-token');
  });

  it('does nothing without a stored token', async () => {
    expect(await restoreStoredSession(ctx)).toBe(false);
    expect(ctx.server.requests).toEqual([]);
  });

  it('the check starts at once, but the session starts only when start-up takes it', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    const check = beginStoredSessionCheck(ctx);
    expect(check?.token).toBe('user-token');
    await check?.account;
    expect(ctx.server.requestsTo('GET /api/v1/accounts/verify_credentials')).toHaveLength(1);
    expect(session$.getValue().kind).toBe('anonymous');
    expect(await tryRestoreStoredSession(ctx, check)).toBe('restored');
    expect(session$.getValue()).toMatchObject({ kind: 'user', accountId: ALICE.id });
    expect(ctx.server.requestsTo('GET /api/v1/accounts/verify_credentials')).toHaveLength(1);
  });

  it('a check answered after the token was removed (signed out meanwhile) restores nothing', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    const check = beginStoredSessionCheck(ctx);
    ctx.storage.update('https://social.example', { userToken: null });
    expect(await tryRestoreStoredSession(ctx, check)).toBe('nothing-to-restore');
    expect(session$.getValue().kind).toBe('anonymous');
  });

  it('an early check the server refuses drops the token', async () => {
    ctx.storage.update('https://social.example', { userToken: 'revoked' });
    const check = beginStoredSessionCheck(ctx);
    expect(await tryRestoreStoredSession(ctx, check)).toBe('refused');
    expect(storedUserToken(ctx)).toBeNull();
  });
});
