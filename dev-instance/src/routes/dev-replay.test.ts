import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { api, startTestInstance } from '../test-support';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});

describe('POST /__dev/replay', () => {
  it('replays a batch of the background activity at once', async () => {
    const before = (await api<{ statuses: number }>(inst.url, '/__dev/health')).body.statuses;
    const reply = await api<{ replayed: number; statuses: number }>(inst.url, '/__dev/replay', {
      json: { count: 50 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.replayed).toBe(50);
    // Favourites add no status; posts, replies and boosts do.
    expect(reply.body.statuses).toBeGreaterThan(before);
  });

  it('refuses a batch out of bounds', async () => {
    expect((await api(inst.url, '/__dev/replay', { json: { count: 0 } })).status).toBe(400);
    expect((await api(inst.url, '/__dev/replay', { json: { count: 100_000 } })).status).toBe(400);
  });
});
