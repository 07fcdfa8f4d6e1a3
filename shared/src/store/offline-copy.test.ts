import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { parseAccount } from '../entities/account';
import { parseStatus, type Status } from '../entities/status';
import { runSignOutCleanups } from '../session/sign-out-cleanup';
import { accountJson, statusJson } from '../testing/fixtures';
import {
  keepOfflineAccount,
  keepOfflineThread,
  OFFLINE_THREAD_SIZE,
  OFFLINE_THREADS,
  OFFLINE_TIMELINES,
  offlineCopyOwners,
  readOfflineAccount,
  readOfflineThread,
} from './offline-copy';
import { readTimelineSnapshot, saveTimelineSnapshot } from './timeline-snapshot';

const now = new Date('2026-11-25T10:00:00Z');
const status = (id: string) => parseStatus(statusJson({ id })) as Status;
const statuses = (from: number, n: number) => Array.from({ length: n }, (_, i) => status(String(from + i)));

describe('what is kept for reading offline', () => {
  it('the last few timelines of each owner, not only the landing one', async () => {
    for (let i = 0; i < OFFLINE_TIMELINES + 1; i++)
      await saveTimelineSnapshot('user:1', `tl-${i}`, statuses(100 * i, 3), now);
    // The newest OFFLINE_TIMELINES are there; the oldest went.
    expect((await readTimelineSnapshot('user:1', 'tl-1', now))?.statuses.map((s) => s.id)).toEqual([
      '100',
      '101',
      '102',
    ]);
    expect(await readTimelineSnapshot('user:1', 'tl-0', now)).toBeNull();
    // Another owner reads none of them.
    expect(await readTimelineSnapshot('user:2', 'tl-1', now)).toBeNull();
  });

  it('threads opened recently, bounded in number and size, per owner', async () => {
    await keepOfflineThread(
      'user:1',
      { id: '50', status: status('50'), ancestors: statuses(1, 40), descendants: statuses(60, 100) },
      now,
    );
    const thread = await readOfflineThread('user:1', '50', now);
    expect(thread?.status.id).toBe('50');
    const size = 1 + (thread?.ancestors.length ?? 0) + (thread?.descendants.length ?? 0);
    expect(size).toBeLessThanOrEqual(OFFLINE_THREAD_SIZE);
    // The nearest ancestors and the first replies.
    expect(thread?.ancestors.at(-1)?.id).toBe('40');
    expect(thread?.descendants[0]?.id).toBe('60');
    expect(await readOfflineThread('user:2', '50', now)).toBeNull();
    expect(await readOfflineThread('user:1', '50', new Date('2026-12-03T10:00:00Z'))).toBeNull();

    for (let i = 0; i < OFFLINE_THREADS; i++)
      await keepOfflineThread(
        'user:1',
        { id: `t${i}`, status: status(`9${i}`), ancestors: [], descendants: [] },
        now,
      );
    expect(await readOfflineThread('user:1', '50', now)).toBeNull();
    expect((await readOfflineThread('user:1', 't0', now))?.status.id).toBe('90');
  });

  it('the signed-in account, for an offline start', async () => {
    const account = parseAccount(accountJson({ id: '7', username: 'alice' }));
    if (!account) throw new Error('fixture');
    await keepOfflineAccount(account, now);
    expect((await readOfflineAccount(now))?.id).toBe('7');
  });

  it("sign-out deletes the account's copy and nothing of another", async () => {
    const account = parseAccount(accountJson({ id: '7' }));
    if (!account) throw new Error('fixture');
    await keepOfflineAccount(account, now);
    await saveTimelineSnapshot('user:7', 'friends', statuses(1, 2), now);
    await keepOfflineThread('user:7', { id: '1', status: status('1'), ancestors: [], descendants: [] }, now);
    await saveTimelineSnapshot('user:8', 'friends', statuses(1, 2), now);
    expect(await offlineCopyOwners()).toEqual(expect.arrayContaining(['user:7', 'user:8']));
    await runSignOutCleanups({ accountId: '7' });
    expect(await offlineCopyOwners()).not.toContain('user:7');
    expect(await offlineCopyOwners()).toContain('user:8');
    expect(await readOfflineAccount(now)).toBeNull();
    expect(await readOfflineThread('user:7', '1', now)).toBeNull();
  });
});
