import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { startTestInstance } from '../test-support';

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
