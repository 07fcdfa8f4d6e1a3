import { ApiError } from '@murmur/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../auth/auth-test-kit';
import { CLIENT, createTestContext, SERVER, serveHappyPath } from '../auth/auth-test-kit';
import {
  authorizeUrl,
  ensureApp,
  ensureValidApp,
  exchangeCode,
  mfaChallenge,
  revokeToken,
  signInWithPassword,
  storedApp,
} from './oauth-client';

let ctx: TestContext;

beforeEach(() => {
  ctx = createTestContext();
  serveHappyPath(ctx.server);
});

describe('the OAuth app (spec 1 section 7)', () => {
  it('registers once with POST /api/v1/apps: name, redirect URI and scopes', async () => {
    const app = await ensureApp(ctx);
    expect(app).toEqual({ clientId: 'client-1', clientSecret: 'secret-1' });
    expect(ctx.server.requestsTo('POST /api/v1/apps')[0]?.form).toEqual({
      client_name: 'Murmur',
      redirect_uris: `${CLIENT}/oauth-callback`,
      scopes: 'read write follow push admin',
    });
    await ensureApp(ctx);
    expect(ctx.server.requestsTo('POST /api/v1/apps')).toHaveLength(1);
  });

  it('shares one registration between concurrent callers', async () => {
    const [a, b] = await Promise.all([ensureApp(ctx), ensureApp(ctx)]);
    expect(a).toEqual(b);
    expect(ctx.server.requestsTo('POST /api/v1/apps')).toHaveLength(1);
  });

  it('keeps clientId and clientSecret under the instance origin', async () => {
    await ensureApp(ctx);
    expect(ctx.storage.read(SERVER)).toMatchObject({ clientId: 'client-1', clientSecret: 'secret-1' });
    expect(ctx.storage.read('https://other.example').clientId).toBeNull();
    expect(storedApp(ctx)).toEqual({ clientId: 'client-1', clientSecret: 'secret-1' });
  });

  it('registers again when the server has forgotten the stored app', async () => {
    await ensureApp(ctx);
    ctx.server.on('POST /oauth/token', (r) =>
      r.form.client_id === 'client-1'
        ? { status: 400, body: { error: 'Invalid credentials' } }
        : { status: 200, body: { access_token: 'fresh' } },
    );
    expect(await ensureValidApp(ctx)).toEqual({ clientId: 'client-2', clientSecret: 'secret-2' });
  });
});

describe('grants (spec 1 section 7)', () => {
  it('password grant posts client, secret, grant type, username and password', async () => {
    expect(await signInWithPassword(ctx, 'alice', 'murmur-demo')).toBe('user-token');
    expect(ctx.server.requestsTo('POST /oauth/token')[0]?.form).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      grant_type: 'password',
      username: 'alice',
      password: 'murmur-demo',
    });
  });

  it('throws a refused password grant as the server sent it', async () => {
    await expect(signInWithPassword(ctx, 'alice', 'wrong')).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Invalid credentials',
    });
    // The app was still known (its client_credentials check passed), so no new registration.
    expect(ctx.server.requestsTo('POST /api/v1/apps')).toHaveLength(1);
  });

  it('retries the password grant once with a new app when the stored one is unknown', async () => {
    await ensureApp(ctx);
    ctx.server.on('POST /oauth/token', (r) =>
      r.form.client_id === 'client-1'
        ? { status: 400, body: { error: 'Invalid credentials' } }
        : { status: 200, body: { access_token: 'user-token' } },
    );
    expect(await signInWithPassword(ctx, 'alice', 'murmur-demo')).toBe('user-token');
    expect(storedApp(ctx)?.clientId).toBe('client-2');
  });

  it('exchanges an authorization code with the redirect URI', async () => {
    const app = await ensureApp(ctx);
    expect(await exchangeCode(ctx, app, 'the-code')).toBe('user-token');
    expect(ctx.server.requestsTo('POST /oauth/token')[0]?.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: `${CLIENT}/oauth-callback`,
    });
  });

  it('passes the second factor to POST /oauth/mfa/challenge', async () => {
    ctx.server.on('POST /oauth/mfa/challenge', { status: 200, body: { access_token: 'mfa-token-ok' } });
    const app = await ensureApp(ctx);
    expect(await mfaChallenge(ctx, app, { mfaToken: 'm1', code: '123456', type: 'totp' })).toBe(
      'mfa-token-ok',
    );
    expect(ctx.server.requestsTo('POST /oauth/mfa/challenge')[0]?.form).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      mfa_token: 'm1',
      code: '123456',
      challenge_type: 'totp',
    });
  });

  it('treats a reply without an access token as an error', async () => {
    ctx.server.on('POST /oauth/token', { status: 200, body: {} });
    const app = await ensureApp(ctx);
    await expect(exchangeCode(ctx, app, 'c')).rejects.toBeInstanceOf(ApiError);
  });

  it('revokes a token with client, secret and token', async () => {
    const app = await ensureApp(ctx);
    await revokeToken(ctx, app, 'user-token');
    expect(ctx.server.requestsTo('POST /oauth/revoke')[0]?.form).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      token: 'user-token',
    });
  });
});

describe('the authorize page address', () => {
  it('is {server}/oauth/authorize with response_type, client_id, redirect_uri and scope', async () => {
    const url = new URL(authorizeUrl(ctx, await ensureApp(ctx)));
    expect(url.origin + url.pathname).toBe(`${SERVER}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: `${CLIENT}/oauth-callback`,
      scope: 'read write follow push admin',
    });
  });
});

describe('scopes by server (real servers)', () => {
  it('asks Pleroma and Akkoma for admin, every other server for the standard scopes only', async () => {
    const { oauthScopes, BASE_OAUTH_SCOPES, OAUTH_SCOPES } = await import('./oauth-client');
    const { instance$, NO_CAPABILITIES } = await import('@murmur/shared');
    const before = instance$.getValue();
    const ctx = { storage: undefined, api: { baseUrl: 'https://other.example' } } as never;
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, pleromaApi: true } });
    expect(oauthScopes(ctx)).toBe(OAUTH_SCOPES);
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, pleromaApi: false } });
    expect(oauthScopes(ctx)).toBe(BASE_OAUTH_SCOPES);
    instance$.next(before);
  });
});

describe('the authorize page on the server’s own address (real servers)', () => {
  it('opens the page the server’s OAuth metadata names', async () => {
    const { instance$, NO_CAPABILITIES } = await import('@murmur/shared');
    const before = instance$.getValue();
    instance$.next({
      ...before,
      capabilities: { ...NO_CAPABILITIES, authorizationEndpoint: 'https://own.example/oauth/authorize' },
    });
    const url = new URL(authorizeUrl(ctx, await ensureApp(ctx)));
    expect(url.origin + url.pathname).toBe('https://own.example/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${CLIENT}/oauth-callback`);
    instance$.next(before);
  });

  it('reads the server’s own origin from the instance’s uri, and only when it is another place', async () => {
    const { serverOwnOrigin } = await import('./oauth-client');
    expect(serverOwnOrigin('https://akkoma.example', 'http://localhost:8080')).toBe('https://akkoma.example');
    expect(serverOwnOrigin('social.example', 'http://localhost:8080')).toBe('https://social.example');
    expect(serverOwnOrigin('localhost:8080', 'http://localhost:8080')).toBeNull();
    expect(serverOwnOrigin('javascript:alert(1)//x', 'http://localhost:8080')).toBeNull();
    expect(serverOwnOrigin('', 'http://localhost:8080')).toBeNull();
  });

  it('asks only for the scopes a server says it supports', async () => {
    const { oauthScopes } = await import('./oauth-client');
    const { instance$, NO_CAPABILITIES } = await import('@murmur/shared');
    const before = instance$.getValue();
    const other = { storage: undefined, api: { baseUrl: 'https://third.example' } } as never;
    instance$.next({
      ...before,
      capabilities: { ...NO_CAPABILITIES, scopesSupported: ['read', 'write', 'profile'] },
    });
    expect(oauthScopes(other)).toBe('read write');
    instance$.next(before);
  });
});
