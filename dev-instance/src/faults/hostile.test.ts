import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { api, startTestInstance } from '../test-support';
import { HUGE_LIST, HUGE_NESTED, STRAY_MARKS } from './hostile';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});
afterEach(async () => {
  await api(inst.url, '/__dev/hostile', { json: { mode: 'off' } });
});

type Status = {
  id: string;
  spoiler_text: string;
  content: string;
  mentions: unknown[];
  emoji_reactions: { name: string }[];
};

// The big answers take seconds to build and read on a shared machine.
describe('hostile answer modes (issue 39)', { timeout: 120_000 }, () => {
  it('refuses an unknown mode and says which there are', async () => {
    const reply = await api(inst.url, '/__dev/hostile', { json: { mode: 'evil' } });
    expect(reply.status).toBe(400);
    expect((await api(inst.url, '/__dev/hostile')).body).toMatchObject({ mode: 'off' });
  });

  it('huge: list answers of 2,000 entries with repeated ids, nested lists of 3,000', async () => {
    await api(inst.url, '/__dev/hostile', { json: { mode: 'huge' } });
    const reply = await api<Status[]>(inst.url, '/api/v1/timelines/public?limit=20');
    expect(reply.body).toHaveLength(HUGE_LIST);
    expect(new Set(reply.body.map((s) => s.id)).size).toBeLessThanOrEqual(20);
    expect(reply.body[0]?.mentions).toHaveLength(HUGE_NESTED);
    expect(reply.body[0]?.emoji_reactions).toHaveLength(HUGE_NESTED);
  });

  it('bigstring: 10 MB in the first content of an answer', async () => {
    await api(inst.url, '/__dev/hostile', { json: { mode: 'bigstring' } });
    const reply = await api<Status[]>(inst.url, '/api/v1/timelines/public?limit=2');
    const longest = (field: 'content' | 'spoiler_text') =>
      Math.max(...reply.body.map((s) => s[field].length));
    expect(longest('content')).toBeGreaterThan(10_000_000);
    expect(longest('spoiler_text')).toBeGreaterThan(10_000_000);
  });

  it('combining: 400 marks with no base in content warnings', async () => {
    await api(inst.url, '/__dev/hostile', { json: { mode: 'combining' } });
    const reply = await api<Status[]>(inst.url, '/api/v1/timelines/public?limit=2');
    expect(reply.body[0]?.spoiler_text.startsWith(STRAY_MARKS)).toBe(true);
  });

  it('failing: a 500, a 502 page and a cut body in turn; /__dev/ still answers', async () => {
    await api(inst.url, '/__dev/hostile', { json: { mode: 'failing' } });
    const statuses: number[] = [];
    const bodies: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${inst.url}/api/v1/instance`);
      statuses.push(res.status);
      bodies.push(await res.text());
    }
    expect(statuses).toEqual([500, 502, 200]);
    expect(bodies[1]).toContain('<html>');
    expect(() => JSON.parse(bodies[2] ?? '')).toThrow();
    expect((await api(inst.url, '/__dev/hostile')).body).toMatchObject({ mode: 'failing' });
  });
});
