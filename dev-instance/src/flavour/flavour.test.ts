import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../media/png';
import type { RunningInstance } from '../server';
import { accountId, api, type Json, startTestInstance, tokenFor } from '../test-support';

const PNG = new Uint8Array(encodePng(4, 4, () => [200, 0, 0]));

const REDIRECT = 'http://client.example/oauth-callback';

async function registerApp(inst: RunningInstance, scopes: string) {
  return api<Json>(inst.url, '/api/v1/apps', {
    form: { client_name: 'Client', redirect_uris: REDIRECT, scopes },
  });
}

function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKeyDeep(item, key));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
}

describe('the akkoma flavour (default)', () => {
  let inst: RunningInstance;
  beforeAll(async () => {
    inst = await startTestInstance();
  });
  afterAll(async () => inst?.close());

  it('serves the v2 instance with Akkoma’s pleroma object, and the Pleroma paths', async () => {
    const v2 = await api<Json>(inst.url, '/api/v2/instance');
    expect(v2.status).toBe(200);
    expect(v2.body.pleroma.metadata.features).toContain('pleroma_api');
    expect(v2.body.configuration.urls.streaming).toMatch(/^ws:/);
    expect((await api(inst.url, '/api/pleroma/frontend_configurations')).status).toBe(200);
    expect((await api(inst.url, '/.well-known/oauth-authorization-server')).status).toBe(404);
  });
});

describe('the mastodon flavour', () => {
  let inst: RunningInstance;
  beforeAll(async () => {
    inst = await startTestInstance({ flavour: 'mastodon' });
  });
  afterAll(async () => inst?.close());

  it('has no Pleroma paths, no direct or bubble timeline, and no pleroma fields', async () => {
    for (const path of [
      '/api/pleroma/frontend_configurations',
      '/static/config.json',
      '/static/stickers.json',
      '/static/terms-of-service.html',
      '/instance/panel.html',
      '/nodeinfo/2.0.json',
      '/api/v1/timelines/direct',
      '/api/v1/timelines/bubble',
      '/api/oauth_tokens.json',
    ]) {
      expect((await api(inst.url, path, { token: tokenFor(inst, 'alice') })).status, path).toBe(404);
    }
    const timeline = await api<Json>(inst.url, '/api/v1/timelines/public');
    expect(timeline.status).toBe(200);
    expect(hasKeyDeep(timeline.body, 'pleroma')).toBe(false);
    const v1 = await api<Json>(inst.url, '/api/v1/instance');
    expect(v1.body.version).toBe('4.3.2');
    expect(v1.body.max_toot_chars).toBeUndefined();
  });

  it('links nodeinfo 2.0 as Mastodon does and publishes its OAuth metadata on its own address', async () => {
    const links = await api<Json>(inst.url, '/.well-known/nodeinfo');
    expect(links.body.links).toEqual([
      { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${inst.url}/nodeinfo/2.0` },
    ]);
    expect((await api<Json>(inst.url, '/nodeinfo/2.0')).body.software.name).toBe('mastodon');
    const metadata = await api<Json>(inst.url, '/.well-known/oauth-authorization-server', {
      headers: { 'x-forwarded-host': 'gateway.example' },
    });
    expect(metadata.body.authorization_endpoint).toBe(`${inst.url}/oauth/authorize`);
    expect(metadata.body.grant_types_supported).toContain('password');
  });

  it('refuses the bare admin scope and takes Mastodon’s admin scopes', async () => {
    const refused = await registerApp(inst, 'read write follow push admin');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Validation failed: Scopes are invalid');
    expect((await registerApp(inst, 'read write follow push admin:read admin:write')).status).toBe(200);
  });
});

describe('the minimal flavour', () => {
  let inst: RunningInstance;
  beforeAll(async () => {
    inst = await startTestInstance({ flavour: 'minimal' });
  });
  afterAll(async () => inst?.close());

  it('registers only the standard scopes and refuses the password grant, saying why', async () => {
    expect((await registerApp(inst, 'read write follow push admin:read')).body.error).toBe('invalid_scope');
    const app = await registerApp(inst, 'read write follow push');
    expect(app.status).toBe(200);
    const token = await api<Json>(inst.url, '/oauth/token', {
      form: {
        grant_type: 'password',
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
        username: 'alice',
        password: 'murmur-demo',
      },
    });
    expect(token.status).toBe(400);
    expect(token.body.error).toBe('unsupported_grant_type');
    expect(token.body.error_description).toMatch(/own page/);
  });

  it('keeps public and tag timelines for signed-in users, says so, and has no streaming', async () => {
    expect((await api(inst.url, '/api/v1/timelines/public')).status).toBe(401);
    expect((await api(inst.url, '/api/v1/timelines/tag/cats')).status).toBe(401);
    const alice = tokenFor(inst, 'alice');
    expect((await api(inst.url, '/api/v1/timelines/public', { token: alice })).status).toBe(200);
    const v2 = await api<Json>(inst.url, '/api/v2/instance');
    expect(v2.body.configuration.urls).toEqual({});
    expect(v2.body.configuration.timelines_access.live_feeds.local).toBe('authenticated');
    expect((await api<Json>(inst.url, '/api/v1/instance')).body.urls).toEqual({});
    expect((await api(inst.url, '/api/v1/streaming?stream=public')).status).toBe(404);
  });

  it('gives notifications ids with slashes that page and read, and has no dismissing of one', async () => {
    const alice = tokenFor(inst, 'alice');
    const first = await api<Json>(inst.url, '/api/v1/notifications?limit=2', { token: alice });
    expect(first.status).toBe(200);
    const [a, b] = first.body as Array<{ id: string; type: string }>;
    expect(a?.id).toMatch(/^\d{4}-\d\d-\d\dT[^/]+\/[a-z:_]+\/[^/]+$/);
    const link = first.headers.get('link') ?? '';
    expect(decodeURIComponent(link)).toContain(b?.id ?? 'missing');
    const next = await api<Json>(
      inst.url,
      `/api/v1/notifications?limit=2&max_id=${encodeURIComponent(b?.id ?? '')}`,
      {
        token: alice,
      },
    );
    expect(next.status).toBe(200);
    expect((next.body as Array<{ id: string }>).map((n) => n.id)).not.toContain(b?.id);
    const one = await api<Json>(inst.url, `/api/v1/notifications/${encodeURIComponent(a?.id ?? '')}`, {
      token: alice,
    });
    expect(one.body.id).toBe(a?.id);
    const dismissed = await api(
      inst.url,
      `/api/v1/notifications/${encodeURIComponent(a?.id ?? '')}/dismiss`,
      {
        method: 'POST',
        token: alice,
      },
    );
    expect(dismissed.status).toBe(404);
  });

  it('lacks the optional calls a small server lacks, refuses form bodies, polls and Pleroma scopes', async () => {
    const alice = tokenFor(inst, 'alice');
    const posted = await api<Json>(inst.url, '/api/v1/statuses', { token: alice, json: { status: 'mine' } });
    expect(posted.status).toBe(200);
    const id = String(posted.body.id);
    const calls: [string, string, unknown][] = [
      ['PUT', `/api/v1/statuses/${id}`, { status: 'edited' }],
      ['POST', `/api/v1/statuses/${id}/mute`, {}],
      ['POST', `/api/v1/accounts/${accountId(inst, 'bob')}/note`, { comment: 'hi' }],
      ['GET', '/api/v1/markers?timeline[]=notifications', undefined],
      ['POST', '/api/v1/markers', { notifications: { last_read_id: '1' } }],
    ];
    for (const [method, path, json] of calls) {
      expect((await api(inst.url, path, { method, token: alice, json })).status, path).toBe(404);
    }
    const v2 = await api<Json>(inst.url, '/api/v2/instance');
    expect(v2.body.configuration.polls).toBeUndefined();
    // Its own version, and Mastodon's API level, as Hollo 0.10 answers.
    expect(v2.body).toMatchObject({ version: '0.10.0', api_versions: { mastodon: 7 }, feature_quote: true });
    const poll = { options: ['a', 'b'], expires_in: 3600 };
    const withPoll = await api(inst.url, '/api/v1/statuses', { token: alice, json: { status: 'q', poll } });
    expect(withPoll.status).toBe(422);
    const local = await api(inst.url, '/api/v1/statuses', {
      token: alice,
      json: { status: 'l', visibility: 'local' },
    });
    expect(local.status).toBe(422);
    const asForm = await api(inst.url, '/api/v1/lists', { token: alice, form: { title: 'friends' } });
    expect(asForm.status).toBe(400);
    expect((await api(inst.url, '/api/v1/lists', { token: alice, json: { title: 'friends' } })).status).toBe(
      200,
    );
    // The upload takes the description; a later change of it fails as on Hollo.
    const upload = new FormData();
    upload.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    upload.append('description', 'a red dot');
    const uploaded = await fetch(`${inst.url}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}` },
      body: upload,
    });
    const media = (await uploaded.json()) as Json;
    expect(media.description).toBe('a red dot');
    // Previewed by a WebP-named thumbnail of its own, as Hollo's uploads are.
    expect(String(media.preview_url)).toMatch(/\/media\/uploads\/[^/]+\/thumbnail\.webp$/);
    expect(media.preview_url).not.toBe(media.url);
    expect((await fetch(String(media.preview_url))).status).toBe(200);
    const changed = await api(inst.url, `/api/v1/media/${media.id}`, {
      method: 'PUT',
      token: alice,
      json: { description: 'blue' },
    });
    expect(changed.status).toBe(500);
  });

  it('signs in on its own page outside /oauth/, asks for consent, refuses a cross-site consent', async () => {
    const app = (await registerApp(inst, 'read write follow push')).body;
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read write follow push',
      state: 's1',
    });
    const authorize = await fetch(`${inst.url}/oauth/authorize?${query}`, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const login = authorize.headers.get('location') ?? '';
    expect(login).toMatch(/^\/login\?next=/);
    const next = new URL(login, inst.url).searchParams.get('next') ?? '';
    const signedIn = await fetch(`${inst.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'alice', password: 'murmur-demo', next }).toString(),
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe(next);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^dev_server_session=/);

    const consent = await fetch(`${inst.url}${next}`, { headers: { cookie } });
    const consentPage = await consent.text();
    expect(consentPage).toContain('value="allow"');
    expect(consentPage).not.toContain('name="authorization[password]"');
    const form = new URLSearchParams({ ...Object.fromEntries(query), decision: 'allow' }).toString();
    const crossSite = await fetch(`${inst.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(crossSite.status).toBe(403);
    const allowed = await fetch(`${inst.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: inst.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(allowed.status).toBe(302);
    const back = new URL(allowed.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('s1');
    const token = await api<Json>(inst.url, '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        client_id: app.client_id,
        client_secret: app.client_secret,
        redirect_uri: REDIRECT,
      },
    });
    expect(token.status).toBe(200);
    expect(token.body.access_token).toBeTruthy();
  });
});
