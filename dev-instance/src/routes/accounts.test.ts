import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../media/png';
import type { RunningInstance } from '../server';
import { accountId, api, type Json, startTestInstance, tokenFor } from '../test-support';

let inst: RunningInstance;
let alice: string;

beforeAll(async () => {
  inst = await startTestInstance();
  alice = tokenFor(inst, 'alice');
});
afterAll(async () => {
  await inst.close();
});

const png = (w: number, h: number) => encodePng(w, h, () => [200, 100, 50]);

async function upload(
  token: string,
  path: string,
  field: string,
  bytes: Buffer,
  extra: Record<string, string> = {},
  method = 'POST',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await fetch(`${inst.url}${path}`, {
    method,
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('relationships', () => {
  it('following a locked account creates a request the owner can authorize', async () => {
    const dave = tokenFor(inst, 'dave');
    const lockedId = accountId(inst, 'locked');
    const rel = await api(inst.url, `/api/v1/accounts/${lockedId}/follow`, { method: 'POST', token: dave });
    expect(rel.body.requested).toBe(true);
    expect(rel.body.following).toBe(false);
    const owner = tokenFor(inst, 'locked');
    const requests = await api<Json[]>(inst.url, '/api/v1/follow_requests', { token: owner });
    expect(requests.body.map((a) => a.acct)).toEqual(
      expect.arrayContaining(['dave', 'bob', 'heidi@remote.example']),
    );
    const note = (
      await api<Json[]>(inst.url, '/api/v1/notifications?limit=1&types[]=follow_request', { token: owner })
    ).body[0];
    expect(note.account.acct).toBe('dave');
    const ok = await api(inst.url, `/api/v1/follow_requests/${accountId(inst, 'dave')}/authorize`, {
      method: 'POST',
      token: owner,
    });
    expect(ok.body.followed_by).toBe(true);
    const rel2 = await api<Json[]>(inst.url, `/api/v1/accounts/relationships?id[]=${lockedId}`, {
      token: dave,
    });
    expect(rel2.body[0].following).toBe(true);
    const reject = await api(inst.url, `/api/v1/follow_requests/${accountId(inst, 'bob')}/reject`, {
      method: 'POST',
      token: owner,
    });
    expect(reject.body.requested_by).toBe(false);
  });

  it('follow, unfollow, block, mute, note, subscribe', async () => {
    const erin = accountId(inst, 'erin');
    const f = await api(inst.url, `/api/v1/accounts/${erin}/follow`, {
      method: 'POST',
      token: alice,
      json: { reblogs: false },
    });
    expect(f.body).toMatchObject({ following: true, showing_reblogs: false });
    const followers = await api<Json[]>(inst.url, `/api/v1/accounts/${erin}/followers?limit=80`);
    expect(followers.body.map((a) => a.acct)).toContain('alice');
    expect(
      (await api(inst.url, `/api/v1/accounts/${erin}/unfollow`, { method: 'POST', token: alice })).body
        .following,
    ).toBe(false);
    const b = await api(inst.url, `/api/v1/accounts/${erin}/block`, { method: 'POST', token: alice });
    expect(b.body.blocking).toBe(true);
    expect(
      (await api<Json[]>(inst.url, '/api/v1/blocks', { token: alice })).body.map((a) => a.acct),
    ).toContain('erin');
    await api(inst.url, `/api/v1/accounts/${erin}/unblock`, { method: 'POST', token: alice });
    const m = await api(inst.url, `/api/v1/accounts/${erin}/mute`, {
      method: 'POST',
      token: alice,
      json: { notifications: false },
    });
    expect(m.body).toMatchObject({ muting: true, muting_notifications: false });
    expect(
      (await api<Json[]>(inst.url, '/api/v1/mutes', { token: alice })).body.map((a) => a.acct),
    ).toContain('erin');
    const n = await api(inst.url, `/api/v1/accounts/${erin}/note`, {
      method: 'POST',
      token: alice,
      form: { comment: 'hello' },
    });
    expect(n.body.note).toBe('hello');
    const s = await api(inst.url, `/api/v1/pleroma/accounts/${erin}/subscribe`, {
      method: 'POST',
      token: alice,
    });
    expect(s.body.subscribing).toBe(true);
    const withRel = await api(inst.url, `/api/v1/accounts/${erin}?with_relationships=true`, { token: alice });
    expect(withRel.body.pleroma.relationship.muting).toBe(true);
  });

  it('domain blocks hide a domain from timelines', async () => {
    await api(inst.url, '/api/v1/domain_blocks', {
      method: 'POST',
      token: alice,
      form: { domain: 'remote.example' },
    });
    expect((await api(inst.url, '/api/v1/domain_blocks', { token: alice })).body).toEqual(['remote.example']);
    const pub = await api<Json[]>(inst.url, '/api/v1/timelines/public?limit=40', { token: alice });
    expect(pub.body.some((s) => s.account.acct.endsWith('@remote.example'))).toBe(false);
    await api(inst.url, '/api/v1/domain_blocks', {
      method: 'DELETE',
      token: alice,
      form: { domain: 'remote.example' },
    });
  });

  it('lookup, search and suggestions', async () => {
    expect((await api(inst.url, '/api/v1/accounts/lookup?acct=heidi@remote.example')).body.username).toBe(
      'heidi',
    );
    expect((await api(inst.url, '/api/v1/accounts/lookup?acct=nobody')).status).toBe(404);
    expect((await api(inst.url, '/api/v1/accounts/nobody')).body).toEqual({ error: "Can't find user" });
    const found = await api<Json[]>(inst.url, '/api/v1/accounts/search?q=gra', { token: alice });
    expect(found.body[0].acct).toBe('grace');
    const search = await api(inst.url, '/api/v2/search?q=bread', { token: alice });
    expect(search.body.hashtags.map((t: { name: string }) => t.name)).toContain('bread');
    expect(search.body.statuses.length).toBeGreaterThan(0);
    const onlyAccounts = await api(inst.url, '/api/v2/search?q=alice&type=accounts', { token: alice });
    expect(onlyAccounts.body.statuses).toEqual([]);
    const suggestions = await api<Json[]>(inst.url, '/api/v1/suggestions', { token: alice });
    expect(suggestions.body.length).toBeGreaterThan(0);
  });
});

describe('profile and media', () => {
  it('updates credentials with JSON and multipart', async () => {
    const json = await api(inst.url, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token: alice,
      json: {
        display_name: 'Alice :blobcat:',
        note: 'New bio #tea',
        fields_attributes: [{ name: 'Site', value: 'https://a.example' }],
      },
    });
    expect(json.body.display_name).toBe('Alice :blobcat:');
    expect(json.body.emojis.map((e: { shortcode: string }) => e.shortcode)).toEqual(['blobcat']);
    expect(json.body.fields[0].value).toContain('href="https://a.example"');
    expect(json.body.source.note).toBe('New bio #tea');
    const multi = await upload(
      alice,
      '/api/v1/accounts/update_credentials',
      'avatar',
      png(64, 64),
      { locked: 'true' },
      'PATCH',
    );
    expect(multi.status).toBe(200);
    expect(multi.body.locked).toBe(true);
    expect(multi.body.avatar).toMatch(/\/media\/uploads\//);
    const img = await fetch(multi.body.avatar);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('uploads media, describes it, attaches it, and refuses files over the limit', async () => {
    const up = await upload(alice, '/api/v1/media', 'file', png(30, 20), { description: 'a square' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      type: 'image',
      description: 'a square',
      meta: { original: { width: 30, height: 20 } },
    });
    const put = await api(inst.url, `/api/v1/media/${up.body.id}`, {
      method: 'PUT',
      token: alice,
      form: { description: 'a rectangle' },
    });
    expect(put.body.description).toBe('a rectangle');
    const status = await api(inst.url, '/api/v1/statuses', {
      token: alice,
      form: { status: '', 'media_ids[]': up.body.id },
    });
    expect(status.body.media_attachments[0].id).toBe(up.body.id);
    inst.instance.config.uploadLimit = 1000;
    const big = await upload(alice, '/api/v2/media', 'file', Buffer.alloc(5000, 1));
    inst.instance.config.uploadLimit = 16_000_000;
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'File is too large' });
  });
});

describe('notifications, lists, tags, settings', () => {
  it('pages notifications, filters types, marks read and dismisses', async () => {
    const page = await api<Json[]>(inst.url, '/api/v1/notifications?limit=5', { token: alice });
    expect(page.body).toHaveLength(5);
    expect(page.headers.get('link')).toContain('max_id=');
    const follows = await api<Json[]>(inst.url, '/api/v1/notifications?types[]=follow', { token: alice });
    expect(follows.body.every((n) => n.type === 'follow')).toBe(true);
    const first = page.body[0];
    const read = await api(inst.url, '/api/v1/pleroma/notifications/read', {
      token: alice,
      form: { id: first.id },
    });
    expect(read.body.pleroma.is_seen).toBe(true);
    await api(inst.url, '/api/v1/pleroma/notifications/read', { token: alice, form: { max_id: first.id } });
    const after = await api<Json[]>(inst.url, '/api/v1/notifications?limit=5', { token: alice });
    expect(after.body.every((n) => n.pleroma.is_seen)).toBe(true);
    await api(inst.url, `/api/v1/notifications/${first.id}/dismiss`, { method: 'POST', token: alice });
    const gone = await api<Json[]>(inst.url, '/api/v1/notifications?limit=5', { token: alice });
    expect(gone.body[0].id).not.toBe(first.id);
  });

  it('lists and list timelines', async () => {
    const created = await api(inst.url, '/api/v1/lists', { token: alice, form: { title: 'Bakers' } });
    const id = created.body.id;
    await api(inst.url, `/api/v1/lists/${id}/accounts`, {
      token: alice,
      form: { 'account_ids[]': accountId(inst, 'grace') },
    });
    const members = await api<Json[]>(inst.url, `/api/v1/lists/${id}/accounts`, { token: alice });
    expect(members.body.map((a) => a.acct)).toEqual(['grace']);
    const tl = await api<Json[]>(inst.url, `/api/v1/timelines/list/${id}`, { token: alice });
    expect(tl.body.length).toBeGreaterThan(0);
    expect(tl.body.every((s) => s.account.acct === 'grace')).toBe(true);
    const renamed = await api(inst.url, `/api/v1/lists/${id}`, {
      method: 'PUT',
      token: alice,
      form: { title: 'Bread people' },
    });
    expect(renamed.body.title).toBe('Bread people');
    expect((await api(inst.url, `/api/v1/lists/${id}`, { token: tokenFor(inst, 'bob') })).status).toBe(404);
    await api(inst.url, `/api/v1/lists/${id}`, { method: 'DELETE', token: alice });
    expect((await api(inst.url, `/api/v1/lists/${id}`, { token: alice })).status).toBe(404);
  });

  it('hashtags can be followed', async () => {
    const t = await api(inst.url, '/api/v1/tags/Cats', { token: alice });
    expect(t.body).toMatchObject({ name: 'cats', following: false });
    expect(t.body.history).toHaveLength(7);
    await api(inst.url, '/api/v1/tags/cats/follow', { method: 'POST', token: alice });
    const followed = await api<Json[]>(inst.url, '/api/v1/followed_tags', { token: alice });
    expect(followed.body.map((x) => x.name)).toEqual(['cats', 'photography']);
  });

  it('settings profiles require the next version', async () => {
    const base = '/api/v1/akkoma/frontend_settings/pleroma-fe';
    expect((await api(inst.url, `${base}/default`, { token: alice })).status).toBe(404);
    const put = await api(inst.url, `${base}/default`, {
      method: 'PUT',
      token: alice,
      json: { version: 1, settings: { theme: 'dark' } },
    });
    expect(put.body).toEqual({ theme: 'dark' });
    expect(
      (
        await api(inst.url, `${base}/default`, {
          method: 'PUT',
          token: alice,
          json: { version: 1, settings: {} },
        })
      ).status,
    ).toBe(422);
    expect((await api(inst.url, `${base}/default`, { token: alice })).body).toEqual({
      version: 1,
      settings: { theme: 'dark' },
    });
    expect((await api(inst.url, base, { token: alice })).body).toEqual([{ name: 'default', version: 1 }]);
    await api(inst.url, `${base}/default`, { method: 'DELETE', token: alice });
    expect((await api(inst.url, base, { token: alice })).body).toEqual([]);
  });

  it('push subscriptions are stored per token', async () => {
    const sub = await api(inst.url, '/api/v1/push/subscription/', {
      token: alice,
      json: {
        subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'key', auth: 'auth' } },
        data: { alerts: { follow: true, mention: true } },
      },
    });
    expect(sub.body.id).toBeTruthy();
    expect(sub.body.alerts).toMatchObject({ follow: true, mention: true, favourite: false });
    expect((await api(inst.url, '/api/v1/push/subscription', { token: alice })).body.endpoint).toBe(
      'https://push.example/abc',
    );
    await api(inst.url, '/api/v1/push/subscription/', { method: 'DELETE', token: alice });
    expect((await api(inst.url, '/api/v1/push/subscription', { token: alice })).status).toBe(404);
  });
});

describe('moderation', () => {
  it('non-staff get 403 from the admin API', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/pleroma/admin/reports'],
      ['GET', '/api/v1/pleroma/admin/users'],
      ['GET', '/api/v1/pleroma/admin/announcements'],
      ['PUT', '/api/v1/pleroma/admin/users/tag'],
    ] as const) {
      const res = await api(inst.url, path, {
        method,
        token: alice,
        ...(method === 'GET' ? {} : { json: {} }),
      });
      expect(res.status, path).toBe(403);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('reports: filed by users, handled by moderators', async () => {
    const mod = tokenFor(inst, 'mod');
    const filed = await api(inst.url, '/api/v1/reports', {
      token: alice,
      form: { account_id: accountId(inst, 'frank'), comment: 'spam' },
    });
    expect(filed.body).toMatchObject({ comment: 'spam', action_taken: false });
    const open = await api(inst.url, '/api/v1/pleroma/admin/reports?state=open', { token: mod });
    const mine = open.body.reports.find((r: { id: string }) => r.id === filed.body.id);
    expect(mine.account.acct).toBe('frank');
    await api(inst.url, `/api/v1/pleroma/admin/reports/${filed.body.id}/notes`, {
      token: mod,
      form: { content: 'looking' },
    });
    await api(inst.url, '/api/v1/pleroma/admin/reports', {
      method: 'PATCH',
      token: mod,
      json: { reports: [{ id: filed.body.id, state: 'resolved' }] },
    });
    const one = await api(inst.url, `/api/v1/pleroma/admin/reports/${filed.body.id}`, { token: mod });
    expect(one.body.state).toBe('resolved');
    expect(one.body.notes[0].content).toBe('looking');
    const modNote = (await api<Json[]>(inst.url, '/api/v1/notifications?limit=3', { token: mod })).body.find(
      (n) => n.type === 'pleroma:report',
    );
    expect(modNote).toBeDefined();
  });

  it('users: tags, permission groups, activation', async () => {
    const admin = tokenFor(inst, 'admin');
    const mod = tokenFor(inst, 'mod');
    const tag = await api(inst.url, '/api/v1/pleroma/admin/users/tag', {
      method: 'PUT',
      token: mod,
      json: { nicknames: ['frank'], tags: ['mrf_tag:sandbox'] },
    });
    expect(tag.status).toBe(204);
    expect((await api(inst.url, '/api/v1/pleroma/admin/users/frank', { token: mod })).body.tags).toEqual([
      'mrf_tag:sandbox',
    ]);
    expect(
      (
        await api(inst.url, '/api/v1/pleroma/admin/users/frank/permission_group/moderator', {
          method: 'POST',
          token: mod,
        })
      ).status,
    ).toBe(403);
    const promoted = await api(inst.url, '/api/v1/pleroma/admin/users/frank/permission_group/moderator', {
      method: 'POST',
      token: admin,
    });
    expect(promoted.body).toEqual({ is_moderator: true });
    const deact = await api(inst.url, '/api/v1/pleroma/admin/users/deactivate', {
      method: 'PATCH',
      token: mod,
      json: { nicknames: ['frank'] },
    });
    expect(deact.body.users[0].is_active).toBe(false);
    expect((await api(inst.url, `/api/v1/accounts/${accountId(inst, 'frank')}`)).status).toBe(404);
    await api(inst.url, '/api/v1/pleroma/admin/users/activate', {
      method: 'PATCH',
      token: mod,
      json: { nicknames: ['frank'] },
    });
    const ann = await api(inst.url, '/api/v1/pleroma/admin/announcements', {
      token: admin,
      json: { content: 'Hello all' },
    });
    expect(ann.body.content).toBe('Hello all');
    const seen = await api<Json[]>(inst.url, '/api/v1/announcements', { token: alice });
    expect(seen.body.map((a) => a.id)).toContain(ann.body.id);
    await api(inst.url, `/api/v1/announcements/${ann.body.id}/dismiss`, { method: 'POST', token: alice });
    expect(
      (await api<Json[]>(inst.url, '/api/v1/announcements', { token: alice })).body.find(
        (a) => a.id === ann.body.id,
      ).read,
    ).toBe(true);
  });
});
