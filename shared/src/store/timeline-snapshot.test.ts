import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Status } from '../entities';
import {
  clearTimelineSnapshot,
  readLastTimelineSnapshot,
  readTimelineSnapshot,
  saveTimelineSnapshot,
  TIMELINE_SNAPSHOT_SIZE,
} from './timeline-snapshot';

const statuses = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(100 - i) }) as unknown as Status);
const now = new Date('2026-11-25T10:00:00Z');

describe('the last timeline snapshot', () => {
  it('keeps the newest 20 statuses of the last timeline for its owner', async () => {
    await saveTimelineSnapshot('alice', 'friends', statuses(30), now);
    const snapshot = await readTimelineSnapshot('alice', 'friends', now);
    expect(snapshot?.statuses.map((s) => s.id)).toEqual(statuses(TIMELINE_SNAPSHOT_SIZE).map((s) => s.id));
    expect(snapshot?.savedAt).toBe(now.toISOString());
  });

  it('is not shown to another owner, for another timeline, or after a week', async () => {
    await saveTimelineSnapshot('alice', 'friends', statuses(3), now);
    expect(await readTimelineSnapshot('bob', 'friends', now)).toBeNull();
    expect(await readTimelineSnapshot('alice', 'public', now)).toBeNull();
    expect(await readTimelineSnapshot('alice', 'friends', new Date('2026-12-03T10:00:00Z'))).toBeNull();
  });

  it('is gone after signing out', async () => {
    await saveTimelineSnapshot('alice', 'friends', statuses(3), now);
    await clearTimelineSnapshot();
    expect(await readTimelineSnapshot('alice', 'friends', now)).toBeNull();
  });
  it('the start-up screen reads the one snapshot whoever it belongs to, within its week', async () => {
    await saveTimelineSnapshot('user:1', 'friends', statuses(3), now);
    expect((await readLastTimelineSnapshot(now))?.timelineKey).toBe('friends');
    expect(await readLastTimelineSnapshot(new Date('2026-12-03T10:00:00Z'))).toBeNull();
    await clearTimelineSnapshot();
    expect(await readLastTimelineSnapshot(now)).toBeNull();
  });
});
