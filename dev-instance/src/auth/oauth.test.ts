import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../seed/demo';
import type { RunningInstance } from '../server';
import { api, type Json, startTestInstance } from '../test-support';
import { s256 } from './pkce';

let inst: RunningInstance;
let app: { client_id: string; client_secret: string };
const REDIRECT = 'http://localhost:9999/oauth-callback';

beforeAll(async () => {
  inst = await startTestInstance();
  const res = await api(inst.url, '/api/v1/apps', {
    form: {
      client_name: 'Murmur tests',
      redirect_uris: `${REDIRECT} urn:ietf:wg:oauth:2.0:oob`,
      scopes: 'read write follow push',
    },
  });
  app = res.body;
});
afterAll(async () => {
  await inst.close();
});

const grant = (extra: Record<string, string>) =>
  api(inst.url, '/oauth/token', {
    form: { client_id: app.client_id, client_secret: app.client_secret, ...extra },
  });

describe('apps and tokens', () => {
  it('registers an app with client credentials', () => {
    expect(app.client_id).toBeTruthy();
    expect(app.client_secret).toBeTruthy();
  });

  it('password grant gives a token that verify_credentials accepts', async () => {
    const res = await grant({ grant_type: 'password', username: 'alice', password: 'murmur-demo' });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    const me = await api(inst.url, '/api/v1/accounts/verify_credentials', { token: res.body.access_token });
    expect(me.body.acct).toBe('alice');
    expect(me.body.pleroma.is_admin).toBe(false);
    expect(me.body.source.privacy).toBe('public');
  });

  it('wrong password: 400 Invalid credentials', async () => {
    const res = await grant({ grant_type: 'password', username: 'alice', password: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid credentials' });
  });

  it('wrong client secret: 400', async () => {
    const res = await api(inst.url, '/oauth/token', {
      form: {
        client_id: app.client_id,
        client_secret: 'x',
        grant_type: 'password',
        username: 'alice',
        password: 'murmur-demo',
      },
    });
    expect(res.status).toBe(400);
  });

  it('password reset required: 403 with identifier', async () => {
    const res = await grant({ grant_type: 'password', username: 'resetme', password: 'murmur-demo' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Password reset is required', identifier: 'password_reset_required' });
  });

  it('client_credentials gives an app token', async () => {
    const res = await grant({ grant_type: 'client_credentials' });
    expect(res.status).toBe(200);
    const me = await api(inst.url, '/api/v1/accounts/verify_credentials', { token: res.body.access_token });
    expect(me.status).toBe(422);
  });

  it('revoke and the token list', async () => {
    const { body } = await grant({ grant_type: 'password', username: 'carol', password: 'murmur-demo' });
    const list = await api<Json[]>(inst.url, '/api/oauth_tokens.json', { token: body.access_token });
    expect(list.body.length).toBeGreaterThan(0);
    const other = await grant({ grant_type: 'password', username: 'carol', password: 'murmur-demo' });
    const mine = (await api<Json[]>(inst.url, '/api/oauth_tokens.json', { token: body.access_token })).body;
    const otherEntry = mine[mine.length - 1];
    const del = await api(inst.url, `/api/oauth_tokens/${otherEntry.id}`, {
      method: 'DELETE',
      token: body.access_token,
    });
    expect(del.status).toBe(201);
    expect(
      (await api(inst.url, '/api/v1/accounts/verify_credentials', { token: other.body.access_token })).status,
    ).toBe(401);
    await api(inst.url, '/oauth/revoke', {
      form: { client_id: app.client_id, client_secret: app.client_secret, token: body.access_token },
    });
    expect(
      (await api(inst.url, '/api/v1/accounts/verify_credentials', { token: body.access_token })).status,
    ).toBe(401);
  });

  it('unauthenticated requests to auth-only endpoints get 401', async () => {
    for (const path of [
      '/api/v1/accounts/verify_credentials',
      '/api/v1/timelines/home',
      '/api/v1/notifications',
      '/api/v1/lists',
    ]) {
      const res = await api(inst.url, path);
      expect(res.status, path).toBe(401);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('two-factor', () => {
  it('asks for mfa and accepts a real TOTP code', async () => {
    const first = await grant({ grant_type: 'password', username: 'totp', password: 'murmur-demo' });
    expect(first.status).toBe(403);
    expect(first.body.error).toBe('mfa_required');
    expect(first.body.supported_challenge_types).toEqual(['totp', 'recovery']);
    const bad = await api(inst.url, '/oauth/mfa/challenge', {
      form: {
        client_id: app.client_id,
        client_secret: app.client_secret,
        mfa_token: first.body.mfa_token,
        challenge_type: 'totp',
        code: '000000',
      },
    });
    expect(bad.status).toBe(400);
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    const ok = await api(inst.url, '/oauth/mfa/challenge', {
      form: {
        client_id: app.client_id,
        client_secret: app.client_secret,
        mfa_token: first.body.mfa_token,
        challenge_type: 'totp',
        code,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
  });

  it('recovery codes work once', async () => {
    const code = DEMO_RECOVERY_CODES[0] as string;
    const use = async () => {
      const first = await grant({ grant_type: 'password', username: 'totp', password: 'murmur-demo' });
      return api(inst.url, '/oauth/mfa/challenge', {
        form: {
          client_id: app.client_id,
          client_secret: app.client_secret,
          mfa_token: first.body.mfa_token,
          challenge_type: 'recovery',
          code,
        },
      });
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(400);
  });
});

describe('authorization code flow', () => {
  it('serves a sign-in form, redirects back with a code, and exchanges it', async () => {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read write',
      state: 'xyz',
    });
    const page = await fetch(`${inst.url}/oauth/authorize?${q}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/oauth/authorize">');

    const form = new URLSearchParams({
      'authorization[name]': 'alice',
      'authorization[password]': 'murmur-demo',
      'authorization[client_id]': app.client_id,
      'authorization[redirect_uri]': REDIRECT,
      'authorization[scope]': 'read write',
      'authorization[state]': 'xyz',
      'authorization[response_type]': 'code',
    });
    const post = await fetch(`${inst.url}/oauth/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(post.status).toBe(302);
    const location = new URL(post.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code') ?? '';
    const token = await grant({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(token.status).toBe(200);
    expect(token.body.scope).toBe('read write');
    const again = await grant({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(again.status).toBe(400);
  });

  it('shows the error on a wrong password and refuses unknown redirect URIs', async () => {
    const form = new URLSearchParams({
      'authorization[name]': 'alice',
      'authorization[password]': 'wrong',
      'authorization[client_id]': app.client_id,
      'authorization[redirect_uri]': REDIRECT,
    });
    const post = await fetch(`${inst.url}/oauth/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('Invalid credentials');
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: 'https://evil.example/',
    });
    expect((await fetch(`${inst.url}/oauth/authorize?${q}`)).status).toBe(400);
  });
});

describe('PKCE, checked as Mastodon checks it', () => {
  const verifier = 'murmur-pkce-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';
  const challenge = s256(verifier);

  /** Signs alice in on the authorize form with the given PKCE fields; returns the code. */
  async function codeWith(pkce: Record<string, string>): Promise<{ status: number; code: string }> {
    const form = new URLSearchParams({
      'authorization[name]': 'alice',
      'authorization[password]': 'murmur-demo',
      'authorization[client_id]': app.client_id,
      'authorization[redirect_uri]': REDIRECT,
      'authorization[scope]': 'read',
      'authorization[response_type]': 'code',
    });
    for (const [k, v] of Object.entries(pkce)) form.set(`authorization[${k}]`, v);
    const post = await fetch(`${inst.url}/oauth/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const location = post.headers.get('location');
    return { status: post.status, code: location ? (new URL(location).searchParams.get('code') ?? '') : '' };
  }

  it('carries the challenge through the sign-in page', async () => {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const html = await (await fetch(`${inst.url}/oauth/authorize?${q}`)).text();
    expect(html).toContain(`name="authorization[code_challenge]" value="${challenge}"`);
    expect(html).toContain('name="authorization[code_challenge_method]" value="S256"');
  });

  it('gives a token for the right verifier', async () => {
    const { status, code } = await codeWith({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect(status).toBe(302);
    const token = await grant({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(token.status).toBe(200);
  });

  it('refuses a wrong or missing verifier with invalid_grant, and the code is spent', async () => {
    for (const wrong of [`${verifier}x`, undefined, 'short']) {
      const { code } = await codeWith({ code_challenge: challenge, code_challenge_method: 'S256' });
      const refused = await grant({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        ...(wrong === undefined ? {} : { code_verifier: wrong }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('invalid_grant');
      const retried = await grant({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      });
      expect(retried.status).toBe(400);
    }
  });

  it('refuses a verifier for a code that had no challenge', async () => {
    const { code } = await codeWith({});
    const refused = await grant({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
  });

  it('accepts S256 only', async () => {
    const plain = await codeWith({ code_challenge: verifier, code_challenge_method: 'plain' });
    expect(plain.status).toBe(400);
    expect(plain.code).toBe('');
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      code_challenge: challenge,
    });
    expect((await fetch(`${inst.url}/oauth/authorize?${q}`)).status).toBe(400);
  });
});
