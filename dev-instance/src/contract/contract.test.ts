import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningInstance } from '../server';
import { accountId, api, type Json, type JsonResponse, startTestInstance, tokenFor } from '../test-support';
import { MastodonContract, REFERENCE_DIR, referenceAvailable } from './openapi';

/**
 * Contract tests: replies of Mastodon-API endpoints must validate against the response schemas
 * of the community OpenAPI description in shared/reference. Pleroma-only endpoints are exercised
 * elsewhere; here they are skipped by the lookup (no path template in the description).
 */
const available = referenceAvailable();
if (!available) {
  console.log(
    `contract tests skipped: ${REFERENCE_DIR}/mastodon-openapi.json is not there (a bare clone has no shared/reference)`,
  );
}

// Notification types Mastodon's enum knows; Pleroma's own (pleroma:emoji_reaction, move, pleroma:report) are outside it.
const MASTODON_TYPES = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
]
  .map((t) => `types[]=${t}`)
  .join('&');

describe.skipIf(!available)('Mastodon API contract', () => {
  let inst: RunningInstance;
  let contract: MastodonContract;
  let alice: string;
  let bob: string;
  let mod: string;
  const invalid: string[] = [];

  /** Calls the API and validates the reply against the description. */
  async function call(
    method: string,
    path: string,
    opts: { token?: string; json?: unknown; form?: Record<string, string | string[]>; status?: number } = {},
  ): Promise<JsonResponse<Json>> {
    const res = await api<Json>(inst.url, path, {
      method,
      token: opts.token,
      json: opts.json,
      form: opts.form,
    });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(
      opts.status ?? 200,
    );
    const outcome = contract.check(method, path, res.status, res.body);
    if (outcome === 'invalid') invalid.push(contract.failures[contract.failures.length - 1] ?? '');
    return res;
  }

  beforeAll(async () => {
    contract = await MastodonContract.load();
    inst = await startTestInstance();
    alice = tokenFor(inst, 'alice');
    bob = tokenFor(inst, 'bob');
    mod = tokenFor(inst, 'mod');
  });

  afterAll(async () => {
    await inst?.close();
    if (contract) {
      const implemented = contract.operationsFor(inst?.instance.routes ?? []);
      const missed = implemented.filter((op) => !contract.covered.has(op));
      console.log(
        `contract: ${contract.covered.size} Mastodon endpoints covered (of ${implemented.length} implemented that the description knows), ` +
          `${contract.validated} responses validated against their schemas, ${contract.failures.length} failed` +
          (missed.length > 0 ? `\nnot exercised: ${missed.join(', ')}` : ''),
      );
    }
  });

  it('the description itself is a valid OpenAPI 3.1 document', () => {
    expect(contract).toBeDefined();
  });

  it('instance and public timelines', async () => {
    invalid.length = 0;
    await call('GET', '/api/v1/instance');
    await call('GET', '/api/v2/instance');
    await call('GET', '/api/v1/custom_emojis');
    for (const q of ['', '?local=true', '?only_media=true', '?limit=40', '?remote=true'])
      await call('GET', `/api/v1/timelines/public${q}`);
    const page = await call('GET', '/api/v1/timelines/public?limit=40');
    await call('GET', `/api/v1/timelines/public?max_id=${page.body[39].id}`);
    await call('GET', '/api/v1/timelines/tag/cats?limit=40');
    await call('GET', '/api/v1/timelines/tag/xsstest?limit=40');
    for (let i = 0; i < 15; i++) {
      const older = await call(
        'GET',
        `/api/v1/timelines/public?limit=40&max_id=${page.body[39].id.slice(0, -1 - (i % 3))}`,
      );
      expect(Array.isArray(older.body)).toBe(true);
    }
    expect(invalid).toEqual([]);
  });

  it('signed-in timelines and collections', async () => {
    invalid.length = 0;
    await call('GET', '/api/v1/timelines/home', { token: alice });
    await call('GET', '/api/v1/timelines/home?limit=40&exclude_replies=true', { token: alice });
    const lists = await call('GET', '/api/v1/lists', { token: alice });
    await call('GET', `/api/v1/timelines/list/${lists.body[0].id}`, { token: alice });
    await call('GET', `/api/v1/lists/${lists.body[0].id}`, { token: alice });
    await call('GET', `/api/v1/lists/${lists.body[0].id}/accounts`, { token: alice });
    await call('GET', '/api/v1/timelines/direct', { token: alice, status: 200 });
    await call('GET', '/api/v1/favourites', { token: alice });
    await call('GET', '/api/v1/bookmarks', { token: alice });
    await call('GET', `/api/v1/notifications?${MASTODON_TYPES}&limit=40`, { token: alice });
    await call('GET', `/api/v1/notifications?${MASTODON_TYPES}`, { token: tokenFor(inst, 'locked') });
    await call('GET', '/api/v1/announcements', { token: alice });
    await call('GET', '/api/v1/followed_tags', { token: alice });
    await call('GET', '/api/v1/suggestions', { token: alice });
    await call('GET', '/api/v1/follow_requests', { token: tokenFor(inst, 'locked') });
    await call('GET', '/api/v1/mutes', { token: alice });
    await call('GET', '/api/v1/blocks', { token: alice });
    await call('GET', '/api/v1/domain_blocks', { token: alice });
    await call('GET', '/api/v1/endorsements', { token: alice });
    expect(invalid).toEqual([]);
  });

  it('accounts', async () => {
    invalid.length = 0;
    const me = await call('GET', '/api/v1/accounts/verify_credentials', { token: alice });
    for (const name of [
      'alice',
      'mallory@far.example',
      'oldrupert@other.example',
      'locked',
      'main@remote.example',
    ]) {
      const id = accountId(inst, name);
      await call('GET', `/api/v1/accounts/${id}`);
      await call('GET', `/api/v1/accounts/${id}/statuses`);
      await call('GET', `/api/v1/accounts/${id}/statuses?only_media=true&exclude_replies=true`);
      await call('GET', `/api/v1/accounts/${id}/followers`);
      await call('GET', `/api/v1/accounts/${id}/following`);
    }
    await call('GET', `/api/v1/accounts/${me.body.id}/statuses?pinned=true`);
    await call(
      'GET',
      `/api/v1/accounts/relationships?id[]=${accountId(inst, 'bob')}&id[]=${accountId(inst, 'locked')}`,
      { token: alice },
    );
    await call('GET', '/api/v1/accounts/lookup?acct=heidi@remote.example');
    await call('GET', '/api/v1/accounts/search?q=a', { token: alice });
    await call('GET', `/api/v1/accounts/${accountId(inst, 'bob')}/lists`, { token: alice });
    const erin = accountId(inst, 'erin');
    for (const action of [
      'follow',
      'unfollow',
      'block',
      'unblock',
      'mute',
      'unmute',
      'remove_from_followers',
      'pin',
      'unpin',
    ]) {
      await call('POST', `/api/v1/accounts/${erin}/${action}`, { token: alice });
    }
    await call('POST', `/api/v1/accounts/${erin}/note`, { token: alice, form: { comment: 'note' } });
    await call('PATCH', '/api/v1/accounts/update_credentials', {
      token: alice,
      json: { display_name: 'Alice A.', note: 'bio' },
    });
    await call('POST', `/api/v1/follow_requests/${accountId(inst, 'bob')}/authorize`, {
      token: tokenFor(inst, 'locked'),
    });
    await call('POST', `/api/v1/follow_requests/${accountId(inst, 'heidi@remote.example')}/reject`, {
      token: tokenFor(inst, 'locked'),
    });
    expect(invalid).toEqual([]);
  });

  it('statuses and their actions', async () => {
    invalid.length = 0;
    const posted = await call('POST', '/api/v1/statuses', {
      token: alice,
      form: { status: 'contract @bob #contract :blobcat:', language: 'en' },
    });
    const id = posted.body.id;
    await call('GET', `/api/v1/statuses/${id}`);
    await call('GET', `/api/v1/statuses/${id}/context`);
    for (const action of [
      'favourite',
      'unfavourite',
      'bookmark',
      'unbookmark',
      'pin',
      'unpin',
      'mute',
      'unmute',
    ]) {
      await call('POST', `/api/v1/statuses/${id}/${action}`, { token: alice });
    }
    await call('POST', `/api/v1/statuses/${id}/favourite`, { token: bob });
    await call('POST', `/api/v1/statuses/${id}/reblog`, { token: bob });
    await call('GET', `/api/v1/statuses/${id}/favourited_by`);
    await call('GET', `/api/v1/statuses/${id}/reblogged_by`);
    await call('POST', `/api/v1/statuses/${id}/unreblog`, { token: bob });
    await call('PUT', `/api/v1/statuses/${id}`, { token: alice, form: { status: 'contract edited' } });
    await call('GET', `/api/v1/statuses/${id}/history`);
    await call('GET', `/api/v1/statuses/${id}/source`, { token: alice });
    await call('POST', `/api/v1/statuses/${id}/translate`, { token: bob });
    const poll = await call('POST', '/api/v1/statuses', {
      token: alice,
      json: { status: 'poll?', poll: { options: ['a', 'b'], expires_in: 600 } },
    });
    await call('GET', `/api/v1/polls/${poll.body.poll.id}`);
    await call('POST', `/api/v1/polls/${poll.body.poll.id}/votes`, { token: bob, json: { choices: [1] } });
    await call('POST', '/api/v1/statuses', {
      token: alice,
      form: { status: 'cw', spoiler_text: 'spoiler', visibility: 'unlisted' },
    });
    await call('POST', '/api/v1/statuses', { token: alice, form: { status: 'quote', quote_id: id } });
    await call('DELETE', `/api/v1/statuses/${id}`, { token: alice });
    // Seeded variety: polls, cards, quotes, media, injections.
    const world = inst.instance.world;
    const samples = [...world.statuses.values()].filter(
      (s) => (s.pollId || s.card || s.quoteId || s.mediaIds.length > 0) && s.visibility === 'public',
    );
    for (const s of samples.slice(-25)) await call('GET', `/api/v1/statuses/${s.id}`, { token: alice });
    expect(invalid).toEqual([]);
  });

  it('media, search, lists, tags, reports, push, apps', async () => {
    invalid.length = 0;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'x.png');
    const res = await fetch(`${inst.url}/api/v2/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${alice}` },
    });
    const media = await res.json();
    expect(contract.check('POST', '/api/v2/media', res.status, media)).not.toBe('invalid');
    await call('GET', `/api/v1/media/${media.id}`, { token: alice });
    await call('PUT', `/api/v1/media/${media.id}`, { token: alice, form: { description: 'alt' } });

    await call('GET', '/api/v2/search?q=bread', { token: alice });
    await call('GET', '/api/v2/search?q=alice&type=accounts', { token: alice });
    await call('GET', '/api/v2/search?q=cat&type=hashtags');

    const list = await call('POST', '/api/v1/lists', { token: alice, form: { title: 'Contract' } });
    await call('PUT', `/api/v1/lists/${list.body.id}`, { token: alice, form: { title: 'Contract 2' } });
    await call('POST', `/api/v1/lists/${list.body.id}/accounts`, {
      token: alice,
      form: { 'account_ids[]': accountId(inst, 'bob') },
    });
    await call('DELETE', `/api/v1/lists/${list.body.id}/accounts`, {
      token: alice,
      form: { 'account_ids[]': accountId(inst, 'bob') },
    });
    await call('DELETE', `/api/v1/lists/${list.body.id}`, { token: alice });

    await call('GET', '/api/v1/tags/cats', { token: alice });
    await call('POST', '/api/v1/tags/bread/follow', { token: alice });
    await call('POST', '/api/v1/tags/bread/unfollow', { token: alice });

    await call('POST', '/api/v1/reports', {
      token: alice,
      form: { account_id: accountId(inst, 'mallory@far.example'), comment: 'contract' },
    });
    await call('POST', '/api/v1/push/subscription', {
      token: alice,
      json: {
        subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'k', auth: 'a' } },
        data: { alerts: { mention: true } },
      },
    });
    await call('GET', '/api/v1/push/subscription', { token: alice });
    await call('DELETE', '/api/v1/push/subscription', { token: alice });

    const app = await call('POST', '/api/v1/apps', {
      form: { client_name: 'contract', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
    });
    const token = await call('POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
        username: 'bob',
        password: 'murmur-demo',
      },
    });
    await call('GET', '/api/v1/apps/verify_credentials', { token: token.body.access_token });
    await call('POST', '/oauth/revoke', {
      form: {
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
        token: token.body.access_token,
      },
    });

    const ann = await call('GET', '/api/v1/announcements', { token: alice });
    await call('POST', `/api/v1/announcements/${ann.body[0].id}/dismiss`, { token: alice });
    const n = await call('GET', `/api/v1/notifications?${MASTODON_TYPES}&limit=1`, { token: alice });
    await call('GET', `/api/v1/notifications/${n.body[0].id}`, { token: alice });
    await call('POST', `/api/v1/notifications/${n.body[0].id}/dismiss`, { token: alice });
    await call('POST', '/api/v1/domain_blocks', { token: alice, form: { domain: 'far.example' } });
    await call('DELETE', '/api/v1/domain_blocks', { token: alice, form: { domain: 'far.example' } });
    const convs = await call('GET', '/api/v1/conversations', { token: alice });
    expect(convs.body.length).toBeGreaterThan(0);
    await call('POST', `/api/v1/conversations/${convs.body[0].id}/read`, { token: alice });
    await call('DELETE', `/api/v1/conversations/${convs.body[0].id}`, { token: alice });
    await call('POST', '/api/v1/markers', {
      token: alice,
      form: { 'home[last_read_id]': '1', 'notifications[last_read_id]': '2' },
    });
    await call('GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications', { token: alice });
    const filter = await call('POST', '/api/v1/filters', {
      token: alice,
      json: { phrase: 'bread', context: ['home', 'public'] },
    });
    await call('GET', '/api/v1/filters', { token: alice });
    await call('GET', `/api/v1/filters/${filter.body.id}`, { token: alice });
    await call('PUT', `/api/v1/filters/${filter.body.id}`, {
      token: alice,
      json: { phrase: 'rye', whole_word: false },
    });
    await call('DELETE', `/api/v1/filters/${filter.body.id}`, { token: alice });
    await call('GET', `/api/v1/notifications/unread_count`, { token: alice });
    await call('POST', '/api/v1/notifications/clear', { token: bob });
    await call('GET', `/api/v1/statuses?id[]=${n.body[0].status?.id ?? '1'}`, { token: alice });
    await call('GET', '/api/v2/suggestions', { token: alice });
    await call('DELETE', `/api/v1/suggestions/${accountId(inst, 'bob')}`, { token: alice });
    await call('POST', '/api/v1/push/subscription', {
      token: mod,
      json: {
        subscription: { endpoint: 'https://push.example/y', keys: { p256dh: 'k', auth: 'a' } },
        data: { alerts: { follow: true } },
      },
    });
    await call('PUT', '/api/v1/push/subscription', {
      token: mod,
      json: { data: { alerts: { mention: true } } },
    });
    const v1 = new FormData();
    v1.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'y.png');
    const v1res = await fetch(`${inst.url}/api/v1/media`, {
      method: 'POST',
      body: v1,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(contract.check('POST', '/api/v1/media', v1res.status, await v1res.json())).not.toBe('invalid');
    const appToken = await call('POST', '/oauth/token', {
      form: {
        grant_type: 'client_credentials',
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
      },
    });
    await call('POST', '/api/v1/accounts', {
      token: appToken.body.access_token,
      json: {
        username: 'contract',
        email: 'c@x.test',
        password: 'long-enough',
        agreement: true,
        locale: 'en',
      },
    });
    const page = await fetch(
      `${inst.url}/oauth/authorize?response_type=code&client_id=${app.body.client_id}&redirect_uri=urn:ietf:wg:oauth:2.0:oob`,
    );
    expect(page.status).toBe(200);
    contract.check('GET', '/oauth/authorize', page.status, await page.text());
    expect(invalid).toEqual([]);
  });

  it('streaming payloads are Mastodon entities', async () => {
    invalid.length = 0;
    const ws = new WebSocket(
      `${inst.url.replace('http', 'ws')}/api/v1/streaming?access_token=${alice}&stream=user`,
    );
    const events: { event: string; payload: string }[] = [];
    ws.on('message', (data) => events.push(JSON.parse(data.toString())));
    await new Promise((resolve) => ws.once('open', resolve));
    const posted = await api(inst.url, '/api/v1/statuses', {
      token: bob,
      form: { status: '@alice over the socket #stream' },
    });
    await api(inst.url, `/api/v1/statuses/${posted.body.id}`, {
      method: 'PUT',
      token: bob,
      form: { status: '@alice edited over the socket' },
    });
    const deadline = Date.now() + 3000;
    while (
      Date.now() < deadline &&
      !['update', 'notification', 'status.update'].every((e) => events.some((m) => m.event === e))
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
    ws.close();
    const schemaOf: Record<string, string> = {
      update: 'Status',
      'status.update': 'Status',
      notification: 'Notification',
    };
    for (const m of events) {
      const schema = schemaOf[m.event];
      if (schema && !contract.checkComponent(schema, JSON.parse(m.payload), `streaming ${m.event}`))
        invalid.push(contract.failures.at(-1) ?? '');
    }
    expect(events.map((m) => m.event)).toEqual(
      expect.arrayContaining(['update', 'notification', 'status.update']),
    );
    expect(invalid).toEqual([]);
  });

  it('errors: 401 without a token, 403 for the forbidden, 404 for the missing, 422 for the invalid', async () => {
    invalid.length = 0;
    for (const path of [
      '/api/v1/timelines/home',
      '/api/v1/accounts/verify_credentials',
      '/api/v1/notifications',
      '/api/v1/bookmarks',
      '/api/v1/favourites',
      '/api/v1/lists',
      '/api/v1/follow_requests',
    ]) {
      await call('GET', path, { status: 401 });
    }
    await call('POST', '/api/v1/statuses', { form: { status: 'x' }, status: 401 });
    const bobs = await call('POST', '/api/v1/statuses', { token: bob, form: { status: 'mine' } });
    await call('PUT', `/api/v1/statuses/${bobs.body.id}`, {
      token: alice,
      form: { status: 'theirs' },
      status: 403,
    });
    await call('DELETE', `/api/v1/statuses/${bobs.body.id}`, { token: alice, status: 403 });
    await call('GET', '/api/v1/statuses/1', { status: 404 });
    await call('GET', '/api/v1/accounts/does-not-exist', { status: 404 });
    await call('GET', '/api/v1/lists/1', { token: alice, status: 404 });
    await call('POST', '/api/v1/statuses', { token: alice, form: { status: '' }, status: 422 });
    const adminOnly = await api(inst.url, '/api/v1/pleroma/admin/reports', { token: alice });
    expect(adminOnly.status).toBe(403);
    expect(adminOnly.body).toEqual({ error: expect.any(String) });
    expect(invalid).toEqual([]);
  });
});
