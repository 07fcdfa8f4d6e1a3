import { type BusEvent, bus, configureApiClient, parseRelationship, store } from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRelationship, followLabel, followWithRepoll } from './relationship-actions';

const rel = (over: Record<string, unknown>) => ({ id: 'a1', following: false, requested: false, ...over });

let replies: Record<string, unknown>[] = [];
let calls: string[] = [];
let events: BusEvent[] = [];
let sub: { unsubscribe(): void };

beforeEach(() => {
  store.reset();
  calls = [];
  events = [];
  sub = bus.events$.subscribe((e) => events.push(e));
  configureApiClient({
    baseUrl: 'https://x.example',
    getToken: () => 't',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const body = replies.shift() ?? rel({});
      const json = url.pathname.endsWith('/relationships') ? [body] : body;
      return new Response(JSON.stringify(json), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
});

afterEach(() => sub.unsubscribe());

describe('the follow button (spec 2 section 4)', () => {
  it('reads follow, in progress, following and request sent', () => {
    const r = (over: Record<string, unknown>) => parseRelationship(rel(over)) ?? undefined;
    expect(followLabel(undefined, false)).toBe('follow');
    expect(followLabel(r({}), true)).toBe('progress');
    expect(followLabel(r({ following: true }), false)).toBe('following');
    expect(followLabel(r({ requested: true }), false)).toBe('requested');
  });

  it('re-polls a late answer every 500 ms, at most three more times', async () => {
    replies = [rel({}), rel({}), rel({}), rel({}), rel({ requested: true })];
    const waits: number[] = [];
    await followWithRepoll('a1', async (ms) => {
      waits.push(ms);
    });
    expect(waits).toEqual([500, 500, 500]);
    expect(calls.filter((c) => c.endsWith('/relationships'))).toHaveLength(3);
  });

  it('stops polling as soon as the request is pending', async () => {
    replies = [rel({}), rel({ requested: true })];
    const waits: number[] = [];
    const result = await followWithRepoll('a1', async (ms) => {
      waits.push(ms);
    });
    expect(result?.requested).toBe(true);
    expect(waits).toEqual([500]);
    expect(store.relationships.get('a1')?.requested).toBe(true);
  });

  it('announces a confirmed block so timelines drop the posts', async () => {
    replies = [rel({ blocking: true })];
    await changeRelationship('a1', 'block');
    expect(events).toContainEqual({
      type: 'account/relationship-changed',
      accountId: 'a1',
      change: 'blocked',
    });
  });
});

describe('the card’s other toggles (spec 2 section 4)', () => {
  it('subscribes through Pleroma’s call where the server has it, Mastodon’s notify elsewhere', async () => {
    const { instance$, NO_CAPABILITIES } = await import('@murmur/shared');
    const { setSubscribed } = await import('./relationship-actions');
    const before = instance$.getValue();
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, pleromaApi: true } });
    await setSubscribed('a1', true);
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, pleromaApi: false } });
    await setSubscribed('a1', false);
    instance$.next(before);
    expect(calls).toEqual(['POST /api/v1/pleroma/accounts/a1/subscribe', 'POST /api/v1/accounts/a1/follow']);
  });

  it('mutes a remote account’s domain, then reads the relationship again', async () => {
    const { remoteDomain, setDomainMuted } = await import('./relationship-actions');
    expect(remoteDomain('dave@far.example')).toBe('far.example');
    expect(remoteDomain('alice')).toBeNull();
    replies = [{}, rel({ domain_blocking: true })];
    await setDomainMuted('a1', 'far.example', true);
    expect(calls).toEqual(['POST /api/v1/domain_blocks', 'GET /api/v1/accounts/relationships']);
    expect(store.relationships.get('a1')?.domain_blocking).toBe(true);
  });
});

/** A server answering each relationships request for the ids it names; returns the ids asked. */
function answerRelationships(): string[][] {
  const asked: string[][] = [];
  configureApiClient({
    baseUrl: 'https://x.example',
    getToken: () => 't',
    fetch: (async (input: RequestInfo | URL) => {
      const ids = new URL(String(input)).searchParams.getAll('id[]');
      asked.push(ids);
      return new Response(JSON.stringify(ids.map((id) => rel({ id }))), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return asked;
}

describe('relationships of the accounts a page shows (issue 39)', () => {
  it('asks once for every account shown together, and not again within the minute', async () => {
    const { resetScheduler } = await import('@murmur/shared');
    const { loadRelationship } = await import('./relationship-actions');
    resetScheduler();
    const asked = answerRelationships();
    const ids = Array.from({ length: 45 }, (_, i) => `s${i}`);
    await Promise.all(ids.map((id) => loadRelationship(id)));
    // Forty-five rows, two requests (at most forty ids each), every relationship in the store.
    expect(asked.map((chunk) => chunk.length)).toEqual([40, 5]);
    expect(ids.every((id) => store.relationships.get(id))).toBe(true);
    // The rows mount again (a re-render, the page opened again): nothing is asked.
    await Promise.all(ids.map((id) => loadRelationship(id)));
    expect(asked).toHaveLength(2);
  });

  it('leaves out a row that went away before the request left', async () => {
    const { resetScheduler } = await import('@murmur/shared');
    const { loadRelationship } = await import('./relationship-actions');
    resetScheduler();
    const asked = answerRelationships();
    const gone = new AbortController();
    const first = loadRelationship('g1', gone.signal);
    const second = loadRelationship('g2');
    gone.abort();
    await expect(first).rejects.toThrow();
    await second;
    expect(asked).toEqual([['g2']]);
  });
});
