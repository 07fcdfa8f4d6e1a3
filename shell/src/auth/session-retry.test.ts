import { type BusEvent, bus, endUserSession, session$ } from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedUserToken } from '../oauth/oauth-client';
import { tryRestoreStoredSession } from './after-login';
import { ALICE, createTestContext, serveHappyPath, type TestContext } from './auth-test-kit';
import {
  deferSessionRestore,
  retryStoredSession,
  SESSION_RETRY_DELAYS_MS,
  sessionRetryDelay,
  takeDeferredSessionRestore,
} from './session-retry';

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
  if (session$.getValue().kind === 'user') endUserSession();
  vi.restoreAllMocks();
});

/** Runs the retry loop with a hand-driven timer: each `tick` fires the pending attempt. */
function driveRetries(onSettled: (outcome: string) => void) {
  const pending: { run: () => void; ms: number }[] = [];
  const retry = retryStoredSession({
    ctx,
    onSettled,
    setTimer: (run, ms) => {
      pending.push({ run, ms });
      return pending.length as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: () => {},
  });
  return {
    stop: retry.stop,
    now: retry.now,
    delays: () => pending.map((p) => p.ms),
    tick: async () => {
      const next = pending.at(-1);
      next?.run();
      await vi.waitFor(() => {});
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('a stored session the server cannot confirm at start-up', () => {
  it.each([
    ['a 500', { status: 500, body: { error: 'boom' } }],
    ['a 503', { status: 503, body: {} }],
    ['a malformed reply', { status: 200, body: { nothing: 'useful' } }],
  ])('keeps the token after %s and reports the server unreachable', async (_, reply) => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    ctx.server.on('GET /api/v1/accounts/verify_credentials', reply);
    expect(await tryRestoreStoredSession(ctx)).toBe('unreachable');
    expect(storedUserToken(ctx)).toBe('user-token');
    expect(session$.getValue().kind).toBe('anonymous');
  });

  it('ends the session only on 401 or 403', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    ctx.server.on('GET /api/v1/accounts/verify_credentials', { status: 403, body: { error: 'no' } });
    expect(await tryRestoreStoredSession(ctx)).toBe('refused');
    expect(storedUserToken(ctx)).toBeNull();
  });

  it('backs off between attempts, capped at 4 s so the session is back within 5 s of the server', () => {
    expect([0, 1, 2, 3, 4, 20].map(sessionRetryDelay)).toEqual([
      ...SESSION_RETRY_DELAYS_MS,
      4_000,
      4_000,
      4_000,
    ]);
    expect(Math.max(...[0, 1, 2, 50].map(sessionRetryDelay))).toBeLessThan(5_000);
  });

  it('Retry asks at once, and the loop goes on if the server still fails', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    ctx.server.on('GET /api/v1/accounts/verify_credentials', { status: 503, body: {} });
    const onSettled = vi.fn();
    const loop = driveRetries(onSettled);
    loop.now();
    await vi.waitFor(() => expect(loop.delays()).toHaveLength(2));
    serveHappyPath(ctx.server);
    loop.now();
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledWith('restored'));
    loop.stop();
  });

  it('retries until the server answers, then restores the session', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    ctx.server.on('GET /api/v1/accounts/verify_credentials', { status: 503, body: {} });
    const onSettled = vi.fn();
    const loop = driveRetries(onSettled);
    await loop.tick();
    await loop.tick();
    expect(loop.delays()).toEqual([2_000, 3_000, 4_000]);
    expect(onSettled).not.toHaveBeenCalled();
    serveHappyPath(ctx.server);
    await loop.tick();
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledWith('restored'));
    expect(session$.getValue()).toMatchObject({ kind: 'user', accountId: ALICE.id });
    expect(events).toContainEqual({ type: 'session/started', accountId: ALICE.id });
    loop.stop();
  });

  it('stops once the token is gone (the user logged out meanwhile)', async () => {
    ctx.storage.update('https://social.example', { userToken: 'user-token' });
    ctx.server.on('GET /api/v1/accounts/verify_credentials', { status: 500, body: {} });
    const onSettled = vi.fn();
    const loop = driveRetries(onSettled);
    await loop.tick();
    ctx.storage.update('https://social.example', { userToken: null });
    await loop.tick();
    expect(loop.delays()).toHaveLength(2);
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('hands the deferred restore to the page once', () => {
    deferSessionRestore('/main/friends');
    expect(takeDeferredSessionRestore()).toEqual({ returnPath: '/main/friends' });
    expect(takeDeferredSessionRestore()).toBeNull();
  });
});
