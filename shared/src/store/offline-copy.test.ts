import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { parseAccount } from '../entities/account';
import { parseStatus, type Status } from '../entities/status';
import { runSignOutCleanups } from '../session/sign-out-cleanup';
import { accountJson, statusJson } from '../testing/fixtures';
import {
  keepOfflineAccount,
  keepOfflineProfile,
  keepOfflineProfilePosts,
  keepOfflineThread,
  OFFLINE_PROFILE_POSTS,
  OFFLINE_PROFILES,
  OFFLINE_THREAD_SIZE,
  OFFLINE_THREADS,
  OFFLINE_TIMELINES,
  offlineCopyOwners,
  readOfflineAccount,
  readOfflineProfile,
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

  it('profiles opened recently, with their first posts, bounded, per owner, by id or by name', async () => {
    const account = (id: string, username: string) => {
      const parsed = parseAccount(accountJson({ id, username, acct: username }));
      if (!parsed) throw new Error('fixture');
      return parsed;
    };
    await keepOfflineProfile('user:1', account('20', 'bob'), now);
    await keepOfflineProfilePosts('user:1', '20', statuses(1, OFFLINE_PROFILE_POSTS + 5), now);
    // A profile not kept gets no posts kept either.
    await keepOfflineProfilePosts('user:1', '99', statuses(1, 2), now);
    const bob = await readOfflineProfile('user:1', { acct: '@bob' }, now);
    expect(bob?.account.id).toBe('20');
    expect(bob?.statuses).toHaveLength(OFFLINE_PROFILE_POSTS);
    expect(await readOfflineProfile('user:1', { id: '99' }, now)).toBeNull();
    expect(await readOfflineProfile('user:2', { id: '20' }, now)).toBeNull();
    // Read again, the account stays with its posts; others push the oldest out.
    await keepOfflineProfile('user:1', account('20', 'bob'), now);
    expect((await readOfflineProfile('user:1', { id: '20' }, now))?.statuses).toHaveLength(
      OFFLINE_PROFILE_POSTS,
    );
    for (let i = 0; i < OFFLINE_PROFILES; i++)
      await keepOfflineProfile('user:1', account(`3${i}`, `u${i}`), now);
    expect(await readOfflineProfile('user:1', { id: '20' }, now)).toBeNull();
    expect((await readOfflineProfile('user:1', { id: '30' }, now))?.account.username).toBe('u0');
    // Older than a week: not used.
    expect(await readOfflineProfile('user:1', { id: '30' }, new Date('2026-12-09T10:00:00Z'))).toBeNull();
  });

  it('keeps a profile and its posts asked at once (the page and the timeline) without one losing the other', async () => {
    const carol = parseAccount(accountJson({ id: '40', username: 'carol', acct: 'carol' }));
    if (!carol) throw new Error('fixture');
    await Promise.all([
      keepOfflineProfile('user:1', carol, now),
      keepOfflineProfilePosts('user:1', '40', statuses(1, 3), now),
      keepOfflineProfile('user:1', carol, now),
    ]);
    expect((await readOfflineProfile('user:1', { acct: 'carol' }, now))?.statuses).toHaveLength(3);
  });

  it("sign-out deletes the account's copy and nothing of another", async () => {
    const account = parseAccount(accountJson({ id: '7' }));
    if (!account) throw new Error('fixture');
    await keepOfflineAccount(account, now);
    await saveTimelineSnapshot('user:7', 'friends', statuses(1, 2), now);
    await keepOfflineThread('user:7', { id: '1', status: status('1'), ancestors: [], descendants: [] }, now);
    const bob = parseAccount(accountJson({ id: '20' }));
    if (!bob) throw new Error('fixture');
    await keepOfflineProfile('user:7', bob, now);
    await saveTimelineSnapshot('user:8', 'friends', statuses(1, 2), now);
    expect(await offlineCopyOwners()).toEqual(expect.arrayContaining(['user:7', 'user:8']));
    await runSignOutCleanups({ accountId: '7' });
    expect(await offlineCopyOwners()).not.toContain('user:7');
    expect(await offlineCopyOwners()).toContain('user:8');
    expect(await readOfflineAccount(now)).toBeNull();
    expect(await readOfflineThread('user:7', '1', now)).toBeNull();
    expect(await readOfflineProfile('user:7', { id: '20' }, now)).toBeNull();
  });
});
