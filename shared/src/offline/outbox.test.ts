import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from '../api/errors';
import { endUserSession, startUserSession } from '../session/session';
import {
  drainOutbox,
  type OutboxEntry,
  type OutboxLock,
  type OutboxSender,
  outboxLock,
  outcomeOfError,
  queueOutbox,
  readOutbox,
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
});
