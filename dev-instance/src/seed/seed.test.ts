import { describe, expect, it } from 'vitest';
import { World } from '../world/world';
import { seedWorld } from './index';
import { INJECTION_POSTS } from './injections';

const NOW = Date.UTC(2025, 5, 1);

const fingerprint = (w: World) =>
  [...w.statuses.values()]
    .slice(0, 200)
    .map((s) => `${s.id}:${s.accountId}:${s.source}`)
    .join('\n');

describe('seed', () => {
  it('is the same for the same seed and different for another', () => {
    const a = new World();
    const b = new World();
    const c = new World();
    seedWorld(a, { seed: 42, size: 'small', now: NOW });
    seedWorld(b, { seed: 42, size: 'small', now: NOW });
    seedWorld(c, { seed: 7, size: 'small', now: NOW });
    expect(fingerprint(b)).toBe(fingerprint(a));
    expect(fingerprint(c)).not.toBe(fingerprint(a));
  });

  it('seeds every hostile post in either size, none crowded out by another special post', () => {
    for (const size of ['small', 'large'] as const) {
      const w = new World();
      seedWorld(w, { seed: 42, size, now: NOW });
      const hostile = [...w.statuses.values()].filter((s) => s.source.endsWith(' #xsstest'));
      // One of them is edited later, so its source is matched by what it was posted with.
      for (const sample of INJECTION_POSTS) {
        const found = hostile.some(
          (s) => s.source.startsWith(sample.html) || s.history.some((v) => v.source.startsWith(sample.html)),
        );
        expect(found, `${size}: ${sample.html.slice(0, 40)}`).toBe(true);
      }
    }
  });

  it('ids grow with time, across statuses and notifications', () => {
    const w = new World();
    seedWorld(w, { seed: 42, size: 'small', now: NOW });
    let last = 0n;
    for (const id of w.statusOrder) {
      expect(BigInt(id) > last).toBe(true);
      last = BigInt(id);
      const s = w.statuses.get(id);
      expect(Number(BigInt(id) >> 16n)).toBe(s?.createdAt);
    }
    for (const n of w.notifications.values()) expect(Number(BigInt(n.id) >> 16n)).toBe(n.createdAt);
    expect(Math.max(...[...w.statuses.values()].map((s) => s.createdAt))).toBeLessThan(NOW);
  });

  it('large has at least 10,000 statuses', () => {
    const w = new World();
    seedWorld(w, { seed: 42, size: 'large', now: NOW });
    expect(w.statuses.size).toBeGreaterThanOrEqual(10_000);
  });
});
