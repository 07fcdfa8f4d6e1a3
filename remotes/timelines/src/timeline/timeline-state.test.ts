import type { Status, TimelineState } from '@murmur/shared';
import { EMPTY_TIMELINE } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import type { TimelinePage } from './fetch-timeline';
import { isClearedOnLeave, timelineKey } from './timeline-key';
import {
  flushQueued,
  isNewerId,
  receiveNewestPage,
  receiveOlderPage,
  replaceSnapshot,
  showNewStatuses,
  showSnapshot,
} from './timeline-state';

function page(ids: string[], nextMaxId?: string): TimelinePage {
  return { statuses: ids.map((id) => ({ id }) as Status), nextMaxId: nextMaxId ?? ids.at(-1) };
}

function range(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String(from - i));
}

function timeline(partial: Partial<TimelineState>): TimelineState {
  return { ...EMPTY_TIMELINE, ...partial };
}

describe('timeline keys', () => {
  it('keys tags and lists by their parameter', () => {
    expect(timelineKey({ timeline: 'tag', tag: 'cats' })).toBe('tag:cats');
    expect(timelineKey({ timeline: 'tag', tag: '#cats' })).toBe('tag:cats');
    expect(timelineKey({ timeline: 'list', listId: '7' })).toBe('list:7');
    expect(timelineKey({ timeline: 'publicAndExternal' })).toBe('publicAndExternal');
  });

  it('clears bookmarks, list and tag timelines on leaving, and no others', () => {
    expect(isClearedOnLeave({ timeline: 'bookmarks' })).toBe(true);
    expect(isClearedOnLeave({ timeline: 'list', listId: '1' })).toBe(true);
    expect(isClearedOnLeave({ timeline: 'tag', tag: 'x' })).toBe(true);
    for (const kind of ['friends', 'public', 'publicAndExternal', 'bubble', 'dms'] as const) {
      expect(isClearedOnLeave({ timeline: kind })).toBe(false);
    }
  });
});

describe('timeline state', () => {
  it('an empty newest page means the timeline is empty and bottomed out', () => {
    const next = receiveNewestPage(timeline({ loading: true }), page([]));
    expect(next).toMatchObject({ ids: [], bottomedOut: true, loading: false });
  });

  it('an older page is appended without duplicates; an empty one sets bottomed out', () => {
    const first = receiveNewestPage(timeline({ loading: true }), page(['5', '4', '3'], 'n1'));
    expect(first.nextMaxId).toBe('n1');
    const second = receiveOlderPage({ ...first, loading: true }, page(['3', '2', '1'], 'n2'));
    expect(second).toMatchObject({ ids: ['5', '4', '3', '2', '1'], nextMaxId: 'n2', bottomedOut: false });
    const third = receiveOlderPage({ ...second, loading: true }, page([]));
    expect(third).toMatchObject({ ids: ['5', '4', '3', '2', '1'], bottomedOut: true, loading: false });
  });

  it('a flush is queued at 20 or more new statuses', () => {
    expect(flushQueued(timeline({ newIds: range(100, 19) }))).toBe(false);
    expect(flushQueued(timeline({ newIds: range(100, 20) }))).toBe(true);
  });

  it('showing new statuses merges them on top and keeps the newest 50 visible', () => {
    const state = timeline({
      ids: range(100, 45),
      newIds: range(110, 10),
      bottomedOut: true,
      nextMaxId: '56',
    });
    const next = showNewStatuses(state);
    expect(next.ids).toEqual(range(110, 50));
    expect(next.newIds).toEqual([]);
    // What fell off is fetched again as older statuses.
    expect(next.bottomedOut).toBe(false);
    expect(next.nextMaxId).toBe('61');
  });

  it('showing new statuses with nothing waiting changes nothing', () => {
    const state = timeline({ ids: ['1'] });
    expect(showNewStatuses(state)).toBe(state);
  });
});

describe('the last visit snapshot', () => {
  const snapshot = {
    version: 1,
    owner: 'visitor',
    timelineKey: 'public',
    savedAt: '2026-11-24T10:00:00.000Z',
    statuses: [{ id: '5' }, { id: '4' }] as unknown as Status[],
  };

  it('is shown, marked, while the fresh page loads', () => {
    const shown = showSnapshot({ ...EMPTY_TIMELINE, loading: true }, snapshot);
    expect(shown.ids).toEqual(['5', '4']);
    expect(shown.snapshotSavedAt).toBe(snapshot.savedAt);
    expect(shown.loading).toBe(true);
  });

  it('is replaced outright by the fresh page, not merged with it', () => {
    const shown = showSnapshot({ ...EMPTY_TIMELINE, loading: true }, snapshot);
    const fresh = receiveNewestPage(replaceSnapshot(shown), page(['9', '8']));
    expect(fresh.ids).toEqual(['9', '8']);
    expect(fresh.snapshotSavedAt).toBeNull();
  });
});

describe('isNewerId', () => {
  it('compares numeric ids as numbers of any length and flake ids as strings', () => {
    expect(isNewerId('113091805920034817', '113091805920034816')).toBe(true);
    expect(isNewerId('99', '100')).toBe(false);
    expect(isNewerId('1000', '999')).toBe(true);
    expect(isNewerId('AbCdEf0123456789Zz', 'AbCdEf0123456789Za')).toBe(true);
    expect(isNewerId('a-b', 'a-a')).toBe(false);
  });
});
