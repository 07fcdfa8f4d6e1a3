import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { startTestInstance } from '../test-support';
import { replayTicker } from './replay';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance({ replayRate: 240 });
});
afterAll(async () => {
  await inst.close();
});

describe('replay', () => {
  it('adds activity at the configured rate', async () => {
    const before = inst.instance.world.statusOrder.length + inst.instance.world.favourites.size;
    await new Promise((r) => setTimeout(r, 1200));
    const after = inst.instance.world.statusOrder.length + inst.instance.world.favourites.size;
    expect(after).toBeGreaterThan(before);
  });
});

describe('replayTicker', () => {
  it('reaches rates past one action per 250 ms tick by replaying several per tick', () => {
    const ticker = replayTicker(600);
    expect(ticker.intervalMs).toBe(250);
    const ticksPerMinute = 60_000 / ticker.intervalMs;
    let actions = 0;
    for (let i = 0; i < ticksPerMinute; i++) actions += ticker.next();
    expect(actions).toBe(600);
  });

  it('keeps one action per tick below 240 a minute', () => {
    const ticker = replayTicker(120);
    expect(ticker.intervalMs).toBe(500);
    expect([ticker.next(), ticker.next(), ticker.next()]).toEqual([1, 1, 1]);
  });

  it('carries fractions over to the next tick', () => {
    const ticker = replayTicker(300); // 1.25 a tick
    const perTick = Array.from({ length: 4 }, () => ticker.next());
    expect(perTick.reduce((a, b) => a + b, 0)).toBe(5);
  });
});

describe('POST /__dev/replay with notify', () => {
  it('mentions the named user in about half of the actions', async () => {
    const reply = await fetch(`${inst.url}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 40, notify: 'alice' }),
    });
    expect(reply.status).toBe(200);
    const world = inst.instance.world;
    const alice = [...world.accounts.values()].find((a) => a.username === 'alice' && !a.domain);
    const mentioning = world.statusOrder
      .slice(-60)
      .map((id) => world.statuses.get(id))
      .filter((s) => s?.mentionIds.includes(alice?.id ?? ''));
    expect(mentioning.length).toBeGreaterThan(5);
  });

  it('adds short polls the named user has voted in, so their endings notify that user', async () => {
    const reply = await fetch(`${inst.url}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 200, notify: 'alice' }),
    });
    expect(reply.status).toBe(200);
    const world = inst.instance.world;
    const alice = [...world.accounts.values()].find((a) => a.username === 'alice' && !a.domain);
    const polls = world.statusOrder
      .slice(-200)
      .flatMap((id) => {
        const pollId = world.statuses.get(id)?.pollId;
        return pollId ? [world.polls.get(pollId)] : [];
      })
      .filter((poll) => poll?.votes.has(alice?.id ?? ''));
    expect(polls.length).toBeGreaterThan(0);
    for (const poll of polls) expect((poll?.expiresAt ?? 0) - Date.now()).toBeLessThanOrEqual(180_000);
  });

  it('refuses an unknown user', async () => {
    const reply = await fetch(`${inst.url}/__dev/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, notify: 'nobody-here' }),
    });
    expect(reply.status).toBe(404);
  });
});
