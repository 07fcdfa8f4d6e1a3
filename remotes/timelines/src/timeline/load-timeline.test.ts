import {
  configureApiClient,
  type OfflineProfile,
  online$,
  parseStatus,
  type Status,
  session$,
  store,
} from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTimeline } from './load-timeline';
import { timelineKey } from './timeline-key';
import { fakeServer, statusesFrom, statusJson } from './timeline-test-kit';

// The kept copy itself (IndexedDB) is tested in shared (offline-copy.test.ts); here, what a
// profile's posts tab keeps and shows from it.
const kept = vi.hoisted(() => ({
  read: vi.fn<(owner: string, target: { id?: string }) => Promise<OfflineProfile | null>>(),
  keep: vi.fn<(owner: string, accountId: string, statuses: readonly Status[]) => Promise<void>>(),
}));
vi.mock('@murmur/shared/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@murmur/shared/core')>()),
  readOfflineProfile: kept.read,
  keepOfflineProfilePosts: kept.keep,
}));

const posts = { timeline: 'user', accountId: 'a1', embedded: true } as const;

beforeEach(() => {
  store.reset();
  kept.read.mockReset().mockResolvedValue(null);
  kept.keep.mockReset().mockResolvedValue(undefined);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
});

afterEach(() => {
  online$.next(true);
  session$.next({ kind: 'anonymous' });
});

describe("a profile's posts for reading offline (decision 0121)", () => {
  it('keeps the first page of the posts tab for the reader, and nothing of the other tabs', async () => {
    const server = fakeServer();
    // The pinned posts are asked first, on the same path.
    server.reply('/api/v1/accounts/a1/statuses', { body: [] });
    server.reply('/api/v1/accounts/a1/statuses', { body: statusesFrom(30, 3) });
    await loadTimeline(posts, timelineKey(posts), 'newest');
    expect(kept.keep).toHaveBeenCalledTimes(1);
    const [owner, accountId, statuses] = kept.keep.mock.calls[0] ?? [];
    expect([owner, accountId]).toEqual(['user:me', 'a1']);
    expect(statuses?.map((status) => status.id)).toEqual(['30', '29', '28']);

    const media = { timeline: 'media', accountId: 'a1', embedded: true } as const;
    server.reply('/api/v1/accounts/a1/statuses', { body: statusesFrom(30, 1) });
    await loadTimeline(media, timelineKey(media), 'newest');
    expect(kept.keep).toHaveBeenCalledTimes(1);
  });

  it('offline, shows the kept posts marked as kept, without a notice', async () => {
    configureApiClient({
      baseUrl: 'https://murmur.example',
      getToken: () => 't',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    online$.next(false);
    const statuses = [statusJson('9'), statusJson('8')].map((json) => parseStatus(json) as Status);
    kept.read.mockResolvedValue({
      id: 'a1',
      savedAt: '2026-11-29T10:00:00.000Z',
      account: statuses[0]?.account as OfflineProfile['account'],
      statuses,
    });
    const key = timelineKey(posts);
    await loadTimeline(posts, key, 'newest');
    expect(kept.read).toHaveBeenCalledWith('user:me', { id: 'a1' });
    expect(store.timelines.get(key).ids).toEqual(['9', '8']);
    expect(store.timelines.get(key).snapshotSavedAt).toBe('2026-11-29T10:00:00.000Z');
  });
});
