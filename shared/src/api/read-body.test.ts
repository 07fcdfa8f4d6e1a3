import { describe, expect, it } from 'vitest';
import { parseStatusList } from '../entities/status';
import {
  LARGE_ANSWER_NESTED_LIST_MAX,
  LARGE_ANSWER_STRING_MAX,
  MAX_ANSWER_BYTES,
  OFF_THREAD_BYTES,
  readLargeAnswer,
} from './large-answer';
import { readBody } from './read-body';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** A response whose body arrives in chunks of `chunk` bytes, as a network answer does. */
function streamed(bytes: Uint8Array, chunk = 64 * 1024): Response {
  let offset = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
      pulled += chunk;
    },
  });
  const response = new Response(body);
  Object.defineProperty(response, 'pulled', { get: () => pulled });
  return response;
}

describe('readLargeAnswer', () => {
  it('bounds a list to the page asked for, repeats dropped, and cuts strings past the largest cap', () => {
    const page = Array.from({ length: 2_000 }, (_, i) => ({
      id: String(i % 30),
      content: i === 0 ? 'x'.repeat(200_000) : 'short',
    }));
    const answer = readLargeAnswer(encode(page), 20);
    expect(answer.isJson).toBe(true);
    const list = answer.json as { id: string; content: string }[];
    expect(list.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    expect(list[0]?.content.length).toBe(LARGE_ANSWER_STRING_MAX);
    expect(list[1]?.content).toBe('short');
  });

  it('bounds each list of an object answer (search), and nested strings at any depth it walks', () => {
    const deep = { a: { b: { c: [{ note: 'y'.repeat(60_000) }] } } };
    const answer = readLargeAnswer(
      encode({ accounts: Array.from({ length: 50 }, (_, i) => ({ id: `${i}`, deep })), hashtags: [] }),
      5,
    );
    const accounts = (answer.json as { accounts: { id: string; deep: typeof deep }[] }).accounts;
    expect(accounts).toHaveLength(5);
    expect(accounts[0]?.deep.a.b.c[0]?.note.length).toBe(LARGE_ANSWER_STRING_MAX);
  });

  it('cuts the lists inside an entry, not the page, and "and N more" still counts what was sent', () => {
    const mentions = Array.from({ length: 3_000 }, (_, i) => ({
      id: `m${i}`,
      username: `u${i}`,
      acct: `u${i}`,
      url: `https://example.com/u${i}`,
    }));
    const page = Array.from({ length: 1_500 }, (_, i) => ({
      id: String(i),
      created_at: '2026-11-29T00:00:00Z',
      content: '<p>hi</p>',
      account: { id: 'a', username: 'a', acct: 'a', display_name: 'A' },
      mentions: i === 0 ? mentions : [],
    }));
    const answer = readLargeAnswer(encode(page), null);
    const list = answer.json as { mentions: unknown[] }[];
    expect(list).toHaveLength(1_500);
    expect(list[0]?.mentions).toHaveLength(LARGE_ANSWER_NESTED_LIST_MAX);
    const [first] = parseStatusList(list.slice(0, 1));
    expect(first?.mentions).toHaveLength(50);
    expect(first?.omitted.mentions).toBe(3_000 - 50);
    expect(Object.keys(first ?? {})).not.toContain('murmur:cut-lengths');
  });

  it('keeps a body that is not JSON as text, shortened, for the error message', () => {
    const answer = readLargeAnswer(new TextEncoder().encode(`<html>${'z'.repeat(100_000)}`), null);
    expect(answer.isJson).toBe(false);
    expect(answer.text.startsWith('<html>')).toBe(true);
    expect(answer.text.length).toBeLessThan(20_000);
  });
});

describe('readBody', () => {
  it('reads a small answer whole, with its text', async () => {
    const parts = await readBody(new Response('{"a":1}'));
    expect(parts).toEqual({ json: { a: 1 }, text: '{"a":1}', isJson: true });
  });

  it('reads a large answer through the large-answer reader (bounded to the limit)', async () => {
    const page = Array.from({ length: 3_000 }, (_, i) => ({ id: String(i), content: 'c'.repeat(200) }));
    const bytes = encode(page);
    expect(bytes.byteLength).toBeGreaterThan(OFF_THREAD_BYTES);
    const parts = await readBody(streamed(bytes), { query: { limit: 40 } });
    expect(parts.isJson).toBe(true);
    expect(parts.json as unknown[]).toHaveLength(40);
  });

  it('stops reading an answer past the largest size and says it is too large', async () => {
    const chunk = new Uint8Array(4 * 1024 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk.slice());
      },
    });
    const parts = await readBody(new Response(body));
    expect(parts.tooLarge).toBe(true);
    // Not a byte more than the limit and one chunk (the stream was cancelled).
    expect(sent).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 2 * chunk.byteLength);
  });

  it('gives the text itself when the caller wants text, however large', async () => {
    const text = 'a,b\n'.repeat(100_000);
    const parts = await readBody(new Response(text), { wantsText: true });
    expect(parts.text).toBe(text);
  });
});
