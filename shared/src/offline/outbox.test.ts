import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { ApiError, InvalidResponseError, NetworkError } from '../api/errors';
import { endUserSession, startUserSession } from '../session/session';
import { store } from '../store/store';
import { statusJson } from '../testing/fixtures';
import {
  drainOutbox,
  type OutboxEntry,
  type OutboxLock,
  type OutboxSender,
  outboxLock,
  outcomeOfError,
  queueOutbox,
  readOutbox,
  sendOutboxEntry,
  takeOutboxEntry,
} from './outbox';

afterEach(() => localStorage.clear());

const ALICE = '7@social.example';
const BOB = '8@social.example';

function queue(owner: string, id: string, text = id): void {
  queueOutbox(owner, {
    id,
    kind: 'post',
    slot: 'status',
    request: { method: 'POST', path: '/api/v1/statuses', json: { status: text } },
    draft: { status: text },
    text,
  });
}

/** A sender that records what it sent and answers from `answers` by entry id (default: sent). */
function recorder(answers: Record<string, Awaited<ReturnType<OutboxSender>>> = {}) {
  const sent: string[] = [];
  const send: OutboxSender = async (entry) => {
    sent.push(entry.id);
    return answers[entry.id] ?? { kind: 'sent', statusId: `s-${entry.id}` };
  };
  return { sent, send };
}

const noLock: OutboxLock = async (_name, run) => {
  await run();
  return true;
};

describe('the outbox', () => {
  it('keeps entries per owner, in the order queued, across a reload (storage)', () => {
    queue(ALICE, 'a1');
    queue(BOB, 'b1');
    queue(ALICE, 'a2');
    expect(readOutbox(ALICE).map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(readOutbox(BOB).map((e) => e.id)).toEqual(['b1']);
    // Nothing of Alice's is under Bob's key, nor the other way round.
    expect(localStorage.getItem(`outbox:${BOB}`)).not.toContain('a1');
  });

  it('sends in order, each once, and empties itself', async () => {
    queue(ALICE, 'a1');
    queue(ALICE, 'a2');
    queue(ALICE, 'a3');
    const { sent, send } = recorder();
    const result = await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual(['a1', 'a2', 'a3']);
    expect(result).toEqual({ sent: 3, refused: 0, stopped: false, ran: true });
    expect(readOutbox(ALICE)).toEqual([]);
    expect(localStorage.getItem(`outbox:${ALICE}`)).toBeNull();
    // A second drain sends nothing again.
    await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual(['a1', 'a2', 'a3']);
  });

  it('sends only the owner’s entries', async () => {
    queue(ALICE, 'a1');
    queue(BOB, 'b1');
    const { sent, send } = recorder();
    await drainOutbox(BOB, { send, lock: noLock });
    expect(sent).toEqual(['b1']);
    expect(readOutbox(ALICE).map((e) => e.id)).toEqual(['a1']);
  });

  it('stops at the first that must wait, keeping it and those after it in order', async () => {
    queue(ALICE, 'a1');
    queue(ALICE, 'a2');
    queue(ALICE, 'a3');
    const { sent, send } = recorder({ a2: { kind: 'later' } });
    const result = await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual(['a1', 'a2']);
    expect(result.stopped).toBe(true);
    expect(readOutbox(ALICE).map((e) => e.id)).toEqual(['a2', 'a3']);
  });

  it('marks a refused entry with the server’s words, keeps it for its form, and sends the next', async () => {
    queue(ALICE, 'a1');
    queue(ALICE, 'a2');
    const { sent, send } = recorder({
      a1: { kind: 'refused', status: 422, serverMessage: 'Poll options are too long' },
    });
    const result = await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual(['a1', 'a2']);
    expect(result.refused).toBe(1);
    const [kept] = readOutbox(ALICE);
    expect(kept?.id).toBe('a1');
    expect(kept?.refused).toEqual({ status: 422, serverMessage: 'Poll options are too long' });
    // A refused entry is not sent again; its form takes it back.
    await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual(['a1', 'a2']);
    expect(takeOutboxEntry(ALICE, 'a1')?.draft).toEqual({ status: 'a1' });
    expect(readOutbox(ALICE)).toEqual([]);
  });

  it('does not send an entry cancelled while an earlier one was on its way', async () => {
    queue(ALICE, 'a1');
    queue(ALICE, 'a2');
    const sent: string[] = [];
    const send: OutboxSender = async (entry: OutboxEntry) => {
      sent.push(entry.id);
      if (entry.id === 'a1') takeOutboxEntry(ALICE, 'a2');
      return { kind: 'sent' };
    };
    await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual(['a1']);
  });

  it('sends nothing twice when two triggers drain at once (the lock)', async () => {
    queue(ALICE, 'a1');
    queue(ALICE, 'a2');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const send: OutboxSender = async (entry) => {
      sent.push(entry.id);
      await gate;
      return { kind: 'sent' };
    };
    const first = drainOutbox(ALICE, { send, lock: outboxLock });
    const second = drainOutbox(ALICE, { send, lock: outboxLock });
    expect((await second).ran).toBe(false);
    release();
    expect((await first).sent).toBe(2);
    expect(sent).toEqual(['a1', 'a2']);
  });

  it('uses the Web Locks API across tabs when the browser has it: a lock held elsewhere sends nothing', async () => {
    queue(ALICE, 'a1');
    const request = vi.fn(
      async (_name: string, _options: unknown, run: (lock: unknown) => Promise<unknown>) => run(null),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      const { sent, send } = recorder();
      const result = await drainOutbox(ALICE, { send });
      expect(request).toHaveBeenCalledWith(
        `murmur-outbox:${ALICE}`,
        { ifAvailable: true },
        expect.any(Function),
      );
      expect(result.ran).toBe(false);
      expect(sent).toEqual([]);
      expect(readOutbox(ALICE)).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells a refusal from a later: 4xx refuse, no answer, 5xx, 401 and 429 wait', () => {
    expect(outcomeOfError(new ApiError(422, { error: 'Too long' }))).toEqual({
      kind: 'refused',
      status: 422,
      serverMessage: 'Too long',
    });
    expect(outcomeOfError(new ApiError(413, 'Request Entity Too Large'))).toEqual({
      kind: 'refused',
      status: 413,
    });
    expect(outcomeOfError(new NetworkError())).toEqual({ kind: 'later' });
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({ kind: 'later' });
    expect(outcomeOfError(new ApiError(503, {}))).toEqual({ kind: 'later' });
    expect(outcomeOfError(new ApiError(401, {}))).toEqual({ kind: 'later' });
    expect(outcomeOfError(new ApiError(429, {}))).toEqual({ kind: 'later' });
    // A 2xx the client could not read: the server made the post.
    expect(outcomeOfError(new InvalidResponseError(200, '<html>', 'not JSON'))).toEqual({ kind: 'sent' });
  });

  it('is deleted at sign-out, another account’s kept', async () => {
    queue(ALICE, 'a1');
    queue(BOB, 'b1');
    startUserSession('token', '7');
    endUserSession();
    await vi.waitFor(() => expect(localStorage.getItem(`outbox:${ALICE}`)).toBeNull());
    expect(readOutbox(BOB).map((e) => e.id)).toEqual(['b1']);
  });

  it('survives a corrupt record: nothing to send, nothing thrown', async () => {
    localStorage.setItem(`outbox:${ALICE}`, '{not json');
    expect(readOutbox(ALICE)).toEqual([]);
    localStorage.setItem(`outbox:${ALICE}`, JSON.stringify([{ id: 1 }, null]));
    const { sent, send } = recorder();
    await drainOutbox(ALICE, { send, lock: noLock });
    expect(sent).toEqual([]);
  });

  it('is empty, and throws nothing, where the browser refuses storage', async () => {
    const refused = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(readOutbox(ALICE)).toEqual([]);
      const { sent, send } = recorder();
      await drainOutbox(ALICE, { send, lock: noLock });
      expect(sent).toEqual([]);
    } finally {
      if (refused) Object.defineProperty(globalThis, 'localStorage', refused);
    }
  });

  describe('a poll vote (kind vote)', () => {
    afterEach(() => configureApiClient({ baseUrl: '', getToken: () => null }));

    const pollReply = {
      id: 'p1',
      expires_at: null,
      expired: false,
      multiple: false,
      votes_count: 1,
      voters_count: null,
      options: [
        { title: 'Tea', votes_count: 0 },
        { title: 'Coffee', votes_count: 1 },
      ],
      emojis: [],
      voted: true,
      own_votes: [1],
    };

    function queueVote(owner: string, id: string): void {
      queueOutbox(owner, {
        id,
        kind: 'vote',
        slot: 'vote:p1',
        request: { method: 'POST', path: '/api/v1/polls/p1/votes', json: { choices: [1] } },
        draft: { choices: [1] },
        text: 'Coffee',
      });
    }

    /** The server: records each request and answers it with `answer`. */
    function server(answer: (url: string) => Response) {
      const requests: { url: string; key: string | null; body: string }[] = [];
      configureApiClient({
        baseUrl: 'https://social.example',
        getToken: () => 'T',
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          requests.push({
            url: request.url,
            key: request.headers.get('Idempotency-Key'),
            body: await request.text(),
          });
          return answer(request.url);
        }) as typeof fetch,
      });
      return requests;
    }

    it('is kept across a reload with its kind, and sent after the post queued before it, with its key; the poll it answers is kept', async () => {
      store.reset();
      queue(ALICE, 'a1');
      queueVote(ALICE, 'v1');
      expect(readOutbox(ALICE).map((entry) => [entry.id, entry.kind])).toEqual([
        ['a1', 'post'],
        ['v1', 'vote'],
      ]);
      const requests = server((url) =>
        Response.json(url.endsWith('/votes') ? pollReply : statusJson({ id: 's1', content: 'a1' })),
      );
      const result = await drainOutbox(ALICE, { send: sendOutboxEntry, lock: noLock });
      expect(result).toMatchObject({ sent: 2, refused: 0, stopped: false });
      expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
        '/api/v1/statuses',
        '/api/v1/polls/p1/votes',
      ]);
      expect(requests[1]?.key).toBe('v1');
      expect(JSON.parse(requests[1]?.body ?? '{}')).toEqual({ choices: [1] });
      expect(store.polls.get('p1')?.own_votes).toEqual([1]);
      expect(readOutbox(ALICE)).toEqual([]);
    });

    it('is refused with the server’s words (already voted, poll ended), kept for the poll to take back', async () => {
      queueVote(ALICE, 'v1');
      server(() => Response.json({ error: 'Already voted' }, { status: 422 }));
      const result = await drainOutbox(ALICE, { send: sendOutboxEntry, lock: noLock });
      expect(result.refused).toBe(1);
      expect(readOutbox(ALICE)[0]?.refused).toEqual({ status: 422, serverMessage: 'Already voted' });
    });

    it('waits on no answer, keeping its place', async () => {
      queueVote(ALICE, 'v1');
      server(() => {
        throw new TypeError('Failed to fetch');
      });
      const result = await drainOutbox(ALICE, { send: sendOutboxEntry, lock: noLock });
      expect(result).toMatchObject({ sent: 0, stopped: true });
      expect(readOutbox(ALICE).map((entry) => entry.id)).toEqual(['v1']);
    });
  });
  describe('a post whose files’ descriptions changed before it was queued (before)', () => {
    afterEach(() => configureApiClient({ baseUrl: '', getToken: () => null }));

    function queueWithDescription(owner: string, id: string): void {
      queueOutbox(owner, {
        id,
        kind: 'post',
        slot: 'status',
        request: { method: 'POST', path: '/api/v1/statuses', json: { status: 'a cat', media_ids: ['m1'] } },
        before: [
          { method: 'PUT', path: '/api/v1/media/m1', json: { description: 'A cat asleep on a train seat' } },
        ],
        draft: { status: 'a cat' },
        text: 'a cat',
      });
    }

    function server(answer: (method: string, path: string) => Response) {
      const requests: { method: string; path: string; body: string }[] = [];
      configureApiClient({
        baseUrl: 'https://social.example',
        getToken: () => 'T',
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          const path = new URL(request.url).pathname;
          requests.push({ method: request.method, path, body: await request.text() });
          return answer(request.method, path);
        }) as typeof fetch,
      });
      return requests;
    }

    it('saves the description first, then posts, across a reload', async () => {
      store.reset();
      queueWithDescription(ALICE, 'd1');
      expect(readOutbox(ALICE)[0]?.before).toHaveLength(1);
      const requests = server((method) =>
        Response.json(method === 'PUT' ? { id: 'm1' } : statusJson({ id: 's1', content: 'a cat' })),
      );
      const result = await drainOutbox(ALICE, { send: sendOutboxEntry, lock: noLock });
      expect(result).toMatchObject({ sent: 1, stopped: false });
      expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'PUT /api/v1/media/m1',
        'POST /api/v1/statuses',
      ]);
      expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ description: 'A cat asleep on a train seat' });
    });

    it('waits when the description gets no answer, and posts anyway when the server refuses it', async () => {
      queueWithDescription(ALICE, 'd1');
      server(() => {
        throw new TypeError('Failed to fetch');
      });
      expect(await drainOutbox(ALICE, { send: sendOutboxEntry, lock: noLock })).toMatchObject({
        sent: 0,
        stopped: true,
      });
      expect(readOutbox(ALICE).map((entry) => entry.id)).toEqual(['d1']);
      const requests = server((method) =>
        method === 'PUT'
          ? Response.json({ error: 'Record not found' }, { status: 404 })
          : Response.json(statusJson({ id: 's1', content: 'a cat' })),
      );
      expect(await drainOutbox(ALICE, { send: sendOutboxEntry, lock: noLock })).toMatchObject({ sent: 1 });
      expect(requests.map((request) => request.method)).toEqual(['PUT', 'POST']);
    });

    it('reads an entry whose first requests are not requests as corrupt (ignored)', () => {
      localStorage.setItem(
        `outbox:${ALICE}`,
        JSON.stringify([
          {
            id: 'x',
            kind: 'post',
            slot: 'status',
            queuedAt: 1,
            request: { method: 'POST', path: '/api/v1/statuses', json: {} },
            before: [{ method: 'DELETE', path: '/api/v1/accounts' }],
          },
        ]),
      );
      expect(readOutbox(ALICE)).toEqual([]);
    });
  });
});
