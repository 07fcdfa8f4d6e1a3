import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningInstance } from '../server';
import { accountId, api, startTestInstance, tokenFor } from '../test-support';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});

interface Message {
  event: string;
  payload: string;
  stream?: string[];
}

/** Opens a socket and collects its messages. */
async function open(query: string) {
  const ws = new WebSocket(`${inst.url.replace('http', 'ws')}/api/v1/streaming?${query}`);
  const messages: Message[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('{')) messages.push(JSON.parse(text) as Message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = async (test: (m: Message) => boolean, timeoutMs = 2000): Promise<Message> => {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      const found = messages.find(test);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no matching message; got ${JSON.stringify(messages.map((m) => m.event))}`);
  };
  return { ws, messages, next };
}

describe('streaming', () => {
  it('user stream: updates from followed accounts and notifications', async () => {
    const alice = tokenFor(inst, 'alice');
    const s = await open(`access_token=${alice}&stream=user`);
    const bob = tokenFor(inst, 'bob');
    const posted = await api(inst.url, '/api/v1/statuses', {
      token: bob,
      form: { status: 'streamed hello @alice' },
    });
    const update = await s.next((m) => m.event === 'update');
    expect(update.stream).toEqual(['user']);
    expect(JSON.parse(update.payload).id).toBe(posted.body.id);
    const note = await s.next((m) => m.event === 'notification');
    expect(JSON.parse(note.payload)).toMatchObject({ type: 'mention', status: { id: posted.body.id } });

    await api(inst.url, `/api/v1/statuses/${posted.body.id}`, {
      method: 'PUT',
      token: bob,
      form: { status: 'edited hello @alice' },
    });
    const edit = await s.next((m) => m.event === 'status.update');
    expect(JSON.parse(edit.payload).content).toContain('edited hello');
    await api(inst.url, `/api/v1/statuses/${posted.body.id}`, { method: 'DELETE', token: bob });
    const del = await s.next((m) => m.event === 'delete');
    expect(del.payload).toBe(posted.body.id);
    s.ws.close();
  });

  it('public streams and subscribe/unsubscribe messages', async () => {
    const s = await open('stream=public:local');
    s.ws.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: 'StreamTest' }));
    await new Promise((r) => setTimeout(r, 50));
    const carol = tokenFor(inst, 'carol');
    const posted = await api(inst.url, '/api/v1/statuses', {
      token: carol,
      form: { status: 'tagged #streamtest' },
    });
    const local = await s.next((m) => m.event === 'update' && m.stream?.[0] === 'public:local');
    expect(JSON.parse(local.payload).id).toBe(posted.body.id);
    const tagged = await s.next((m) => m.event === 'update' && m.stream?.[0] === 'hashtag');
    expect(tagged.stream).toEqual(['hashtag', 'streamtest']);
    s.ws.send(JSON.stringify({ type: 'unsubscribe', stream: 'hashtag', tag: 'streamtest' }));
    await new Promise((r) => setTimeout(r, 50));
    const before = s.messages.length;
    await api(inst.url, '/api/v1/statuses', {
      token: carol,
      form: { status: 'again #streamtest', visibility: 'unlisted' },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(s.messages.length).toBe(before);
    s.ws.close();
  });

  it('private posts only reach allowed viewers', async () => {
    const dave = tokenFor(inst, 'dave');
    const s = await open('stream=public');
    const posted = await api(inst.url, '/api/v1/statuses', {
      token: dave,
      form: { status: 'followers only', visibility: 'private' },
    });
    expect(posted.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(s.messages.some((m) => m.event === 'update' && JSON.parse(m.payload).id === posted.body.id)).toBe(
      false,
    );
    s.ws.close();
  });

  it('refuses user streams without a valid token', async () => {
    const ws = new WebSocket(
      `${inst.url.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=bogus`,
    );
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('/__dev/streaming/close closes sockets with the code and can refuse new ones', async () => {
    const s = await open('stream=public');
    const closed = new Promise<number>((resolve) => s.ws.on('close', (code) => resolve(code)));
    const res = await api(inst.url, '/__dev/streaming/close', { json: { code: 4000, rejectNew: true } });
    expect(res.body.closed).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe(4000);
    const ws = new WebSocket(`${inst.url.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    const refused = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, r) => resolve(r.statusCode ?? 0)),
    );
    expect(refused).toBe(503);
    await api(inst.url, '/__dev/streaming/allow', { method: 'POST' });
    const again = await open('stream=public');
    again.ws.close();
  });

  it('replayed posts keep the public stream moving', async () => {
    const { replayOnce } = await import('../replay/replay');
    const { Prng } = await import('../util/prng');
    const s = await open('stream=public');
    const rng = new Prng(1);
    for (let i = 0; i < 10; i++) replayOnce(inst.instance, rng);
    await s.next((m) => m.event === 'update');
    s.ws.close();
  });

  it('direct and list streams', async () => {
    const alice = tokenFor(inst, 'alice');
    const s = await open(`access_token=${alice}&stream=direct`);
    const lists = await api(inst.url, '/api/v1/lists', { token: alice });
    const friends = lists.body.find((l: { title: string }) => l.title === 'Friends');
    s.ws.send(JSON.stringify({ type: 'subscribe', stream: 'list', list: friends.id }));
    await new Promise((r) => setTimeout(r, 50));
    const dm = await api(inst.url, '/api/v1/statuses', {
      token: tokenFor(inst, 'bob'),
      form: { status: '@alice psst', visibility: 'direct' },
    });
    const direct = await s.next((m) => m.event === 'update' && m.stream?.[0] === 'direct');
    expect(JSON.parse(direct.payload).id).toBe(dm.body.id);
    const inList = await s.next((m) => m.event === 'update' && m.stream?.[0] === 'list');
    expect(inList.stream).toEqual(['list', friends.id]);
    s.ws.close();
  });

  it('filter changes send filters_changed on the user stream', async () => {
    const alice = tokenFor(inst, 'alice');
    const s = await open(`access_token=${alice}&stream=user`);
    const f = await api(inst.url, '/api/v1/filters', {
      token: alice,
      json: { phrase: 'spoilers', context: ['home'] },
    });
    expect(f.body).toMatchObject({ phrase: 'spoilers', context: ['home'], whole_word: true });
    await s.next((m) => m.event === 'filters_changed');
    s.ws.close();
  });

  it('notifications reach user:notification streams', async () => {
    const alice = tokenFor(inst, 'alice');
    const s = await open(`access_token=${alice}&stream=user:notification`);
    await api(inst.url, `/api/v1/accounts/${accountId(inst, 'alice')}/follow`, {
      method: 'POST',
      token: tokenFor(inst, 'grace'),
    });
    const note = await s.next((m) => m.event === 'notification');
    expect(JSON.parse(note.payload)).toMatchObject({ type: 'follow', account: { acct: 'grace' } });
    expect(s.messages.some((m) => m.event === 'update')).toBe(false);
    s.ws.close();
  });
});
