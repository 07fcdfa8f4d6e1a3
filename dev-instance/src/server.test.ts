import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from './server';
import { api, type Json, parseLink, startTestInstance } from './test-support';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});

const ids = (list: { id: string }[]) => list.map((s) => s.id);
const big = (id: string) => BigInt(id);

describe('public timeline', () => {
  it('pages 20 at a time, newest first, with a Mastodon Link header', async () => {
    const first = await api<Json[]>(inst.url, '/api/v1/timelines/public');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    const firstIds = ids(first.body);
    for (let i = 1; i < firstIds.length; i++)
      expect(big(firstIds[i - 1] as string) > big(firstIds[i] as string)).toBe(true);
    expect(first.body.every((s) => s.visibility === 'public')).toBe(true);

    const link = first.headers.get('link') ?? '';
    expect(link).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/timelines\/public\?max_id=\d+>; rel="next", <http:\/\/127\.0\.0\.1:\d+\/api\/v1\/timelines\/public\?min_id=\d+>; rel="prev"$/,
    );
    const { next, prev } = parseLink(link);
    expect(next).toContain(`max_id=${firstIds[19]}`);
    expect(prev).toContain(`min_id=${firstIds[0]}`);

    const second = await api<Json[]>(inst.url, (next as string).replace(inst.url, ''));
    expect(second.body).toHaveLength(20);
    expect(big(second.body[0].id) < big(firstIds[19] as string)).toBe(true);
    expect(ids(second.body).some((id) => firstIds.includes(id))).toBe(false);
  });

  it('honours max_id, since_id, min_id and limit', async () => {
    const all = (await api<Json[]>(inst.url, '/api/v1/timelines/public?limit=40')).body;
    expect(all).toHaveLength(40);
    const tenth = all[9].id;
    const older = await api<Json[]>(inst.url, `/api/v1/timelines/public?max_id=${tenth}&limit=5`);
    expect(ids(older.body)).toEqual(ids(all.slice(10, 15)));
    const newer = await api<Json[]>(inst.url, `/api/v1/timelines/public?since_id=${tenth}`);
    expect(ids(newer.body)).toEqual(ids(all.slice(0, 9)));
    const justAfter = await api<Json[]>(inst.url, `/api/v1/timelines/public?min_id=${all[20].id}&limit=3`);
    expect(ids(justAfter.body)).toEqual(ids(all.slice(17, 20)));
    const capped = await api<Json[]>(inst.url, '/api/v1/timelines/public?limit=500');
    expect(capped.body).toHaveLength(40);
  });

  it('keeps other query parameters in the Link header', async () => {
    const res = await api<Json[]>(inst.url, '/api/v1/timelines/public?local=true&limit=5');
    const { next } = parseLink(res.headers.get('link'));
    expect(next).toMatch(/\?local=true&limit=5&max_id=\d+$/);
  });

  it('local=true only has local accounts', async () => {
    const res = await api<Json[]>(inst.url, '/api/v1/timelines/public?local=true&limit=40');
    expect(res.body.length).toBeGreaterThan(10);
    for (const s of res.body) {
      expect(s.account.acct).not.toContain('@');
      expect(s.pleroma.local).toBe(true);
    }
  });

  it('only_media only has statuses with attachments', async () => {
    const res = await api<Json[]>(inst.url, '/api/v1/timelines/public?only_media=true');
    expect(res.body.length).toBeGreaterThan(0);
    for (const s of res.body) expect((s.reblog ?? s).media_attachments.length).toBeGreaterThan(0);
  });
});

describe('other public timelines', () => {
  it('tag timeline is case-insensitive', async () => {
    const lower = await api<Json[]>(inst.url, '/api/v1/timelines/tag/caturday?limit=40');
    const upper = await api<Json[]>(inst.url, '/api/v1/timelines/tag/CATURDAY?limit=40');
    expect(lower.body.length).toBeGreaterThan(0);
    expect(ids(upper.body)).toEqual(ids(lower.body));
    for (const s of lower.body) expect(s.tags.map((t: { name: string }) => t.name)).toContain('caturday');
  });

  it('tag timeline supports any, all and none', async () => {
    const cats = (await api<Json[]>(inst.url, '/api/v1/timelines/tag/cats?limit=40')).body;
    const either = (await api<Json[]>(inst.url, '/api/v1/timelines/tag/cats?Json[]=bread&limit=40')).body;
    expect(either.length).toBeGreaterThanOrEqual(Math.min(40, cats.length));
    const none = (await api<Json[]>(inst.url, '/api/v1/timelines/tag/cats?none[]=bread&limit=40')).body;
    for (const s of none) expect(s.tags.map((t: { name: string }) => t.name)).not.toContain('bread');
    const all = (await api<Json[]>(inst.url, '/api/v1/timelines/tag/cats?all[]=bread&limit=40')).body;
    for (const s of all)
      expect(s.tags.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['cats', 'bread']));
  });

  it('bubble timeline has local and bubble-domain authors only', async () => {
    const info = (await api<Json>(inst.url, '/nodeinfo/2.0.json')).body;
    const bubble: string[] = info.metadata.localBubbleInstances;
    expect(bubble).toContain('bubble.example');
    const res = await api<Json[]>(inst.url, '/api/v1/timelines/bubble?limit=40');
    expect(res.body.length).toBe(40);
    const domains = new Set(res.body.map((s) => s.account.acct.split('@')[1] ?? 'local'));
    for (const d of domains) expect(['local', ...bubble]).toContain(d);
    expect(domains.has('bubble.example')).toBe(true);
  });
});

describe('single objects', () => {
  it('serves a status and its account', async () => {
    const [first] = (await api<Json[]>(inst.url, '/api/v1/timelines/public?limit=1')).body;
    const status = await api<Json>(inst.url, `/api/v1/statuses/${first.id}`);
    expect(status.status).toBe(200);
    expect(status.body.id).toBe(first.id);
    const account = await api<Json>(inst.url, `/api/v1/accounts/${first.account.id}`);
    expect(account.body.acct).toBe(first.account.acct);
    expect((await api(inst.url, '/api/v1/statuses/1')).status).toBe(404);
  });

  it('serves generated media with the announced size', async () => {
    const res = (await api<Json[]>(inst.url, '/api/v1/timelines/public?only_media=true&limit=1')).body;
    const media = (res[0].reblog ?? res[0]).media_attachments[0];
    const img = await fetch(media.url);
    expect(img.headers.get('content-type')).toBe('image/png');
    const buf = Buffer.from(await img.arrayBuffer());
    expect(buf.readUInt32BE(16)).toBe(media.meta.original.width);
    expect(buf.readUInt32BE(20)).toBe(media.meta.original.height);
    expect(media.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
  });
});

describe('public address', () => {
  it('builds URLs from the Host, or from X-Forwarded-Host/-Proto sent by a loopback proxy', async () => {
    const direct = await inst.app.inject({
      url: '/api/v1/timelines/public?limit=1',
      headers: { host: 'murmur.localhost:8080' },
    });
    expect(direct.headers.link).toContain(
      '<http://murmur.localhost:8080/api/v1/timelines/public?limit=1&max_id=',
    );
    expect(direct.json()[0].uri).toMatch(/^(http:\/\/murmur\.localhost:8080|https:\/\/)/);
    const proxied = await inst.app.inject({
      url: '/api/v1/instance',
      remoteAddress: '127.0.0.1',
      headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'https' },
    });
    expect(proxied.json().urls.streaming_api).toBe('wss://localhost:3000');
    const spoofed = await inst.app.inject({
      url: '/api/v1/instance',
      remoteAddress: '10.1.2.3',
      headers: { host: 'murmur.localhost', 'x-forwarded-host': 'evil.example' },
    });
    expect(spoofed.json().uri).toBe('murmur.localhost');
  });
});

describe('seeding', () => {
  it('is deterministic: two instances give the same first page', async () => {
    const other = await startTestInstance();
    try {
      const a = (await api<Json[]>(inst.url, '/api/v1/timelines/public')).body;
      const b = (await api<Json[]>(other.url, '/api/v1/timelines/public')).body;
      const host = (u: string) => u.replace('http://', '');
      const strip = (list: Json[]) =>
        JSON.stringify(list).replaceAll(host(inst.url), 'X').replaceAll(host(other.url), 'X');
      expect(ids(b)).toEqual(ids(a));
      expect(strip(b) === strip(a)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('has the promised variety', () => {
    const world = inst.instance.world;
    const statuses = [...world.statuses.values()];
    expect(world.accounts.size).toBeGreaterThanOrEqual(24);
    expect(statuses.length).toBeGreaterThanOrEqual(500);
    expect(statuses.filter((s) => s.reblogOfId).length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s.pollId).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s.card).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s.quoteId).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s.spoilerText).length).toBeGreaterThan(5);
    expect(
      statuses.filter((s) => s.content.includes('window.__pwned')).length +
        statuses.filter((s) => s.spoilerText.includes('window.__pwned')).length,
    ).toBeGreaterThanOrEqual(6);
    const depth = (id: string | null): number =>
      id ? 1 + depth(world.statuses.get(id)?.inReplyToId ?? null) : 0;
    expect(Math.max(...statuses.map((s) => depth(s.inReplyToId)))).toBeGreaterThanOrEqual(5);
    for (const name of ['alice', 'mod', 'admin', 'locked', 'totp'])
      expect(world.accountByAcct(name)).toBeDefined();
  });
});
