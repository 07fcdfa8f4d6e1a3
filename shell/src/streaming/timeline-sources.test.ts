import type { Status } from '@murmur/shared';
import { createStore, parseStatus } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { catchUpTimeline } from './fetch-newer';
import { fakeServer, statusJson } from './streaming-test-kit';
import {
  addNewIds,
  compareIds,
  NEW_IDS_CAP,
  newestId,
  refreshableTimelines,
  timelineEndpointForKey,
  timelineKeysForStream,
} from './timeline-sources';

const status = (id: string, overrides: Record<string, unknown> = {}) =>
  parseStatus(statusJson(id, overrides)) as Status;

describe('timeline sources', () => {
  it('orders ids numerically, not as text (spec 2 section 4: by numeric id descending)', () => {
    expect(['9', '100', '11'].sort(compareIds)).toEqual(['9', '11', '100']);
    expect(newestId({ ids: ['100', '99'], newIds: ['101'] } as never)).toBe('101');
    expect(newestId({ ids: ['100'], newIds: [] } as never)).toBe('100');
    expect(newestId({ ids: [], newIds: [] } as never)).toBeUndefined();
  });

  it('maps each stream to the timelines it feeds', () => {
    expect(timelineKeysForStream(['user'], status('1'))).toEqual(['friends']);
    expect(timelineKeysForStream(['user'], status('1', { visibility: 'direct' }))).toEqual([
      'friends',
      'dms',
    ]);
    expect(timelineKeysForStream(['public'], status('1'))).toEqual(['publicAndExternal']);
    expect(timelineKeysForStream(['public:local'], status('1'))).toEqual(['public']);
    expect(timelineKeysForStream(['public:bubble'], status('1'))).toEqual(['bubble']);
    expect(timelineKeysForStream(['hashtag', 'cats'], status('1'))).toEqual(['tag:cats']);
    expect(timelineKeysForStream(['list', '12'], status('1'))).toEqual(['list:12']);
    expect(timelineKeysForStream(['public:media'], status('1'))).toEqual([]);
  });

  it('polls only chronological timelines that already have a first page', () => {
    const store = createStore();
    for (const key of ['friends', 'bookmarks', 'favorites', 'tag:cats', 'list:3', 'user:9'])
      store.timelines.update(key, (state) => ({ ...state, ids: ['1'] }));
    store.timelines.update('public', (state) => ({ ...state, loading: true }));
    expect(refreshableTimelines(store)).toEqual(['friends', 'tag:cats', 'list:3']);
    expect(timelineEndpointForKey('public')).toEqual({
      path: '/api/v1/timelines/public',
      query: { local: true },
    });
    expect(timelineEndpointForKey('tag:c a')?.path).toBe('/api/v1/timelines/tag/c%20a');
  });

  it('keeps newIds newest first, without duplicates, capped', () => {
    const store = createStore();
    store.timelines.update('friends', (state) => ({ ...state, ids: ['5'] }));
    expect(addNewIds(store, 'friends', ['7', '5'])).toBe(true);
    expect(addNewIds(store, 'friends', ['6', '7'])).toBe(true);
    expect(addNewIds(store, 'friends', ['7'])).toBe(false);
    expect(store.timelines.get('friends').newIds).toEqual(['7', '6']);
    addNewIds(
      store,
      'friends',
      Array.from({ length: 200 }, (_, i) => String(100 + i)),
    );
    expect(store.timelines.get('friends').newIds).toHaveLength(NEW_IDS_CAP);
    expect(store.timelines.get('friends').newIds[0]).toBe('299');
    expect(addNewIds(store, 'absent', ['1'])).toBe(false);
    expect(store.timelines.keys()).toEqual(['friends']);
  });

  it('catch-up keeps only what is newer when a server ignores min_id', async () => {
    const store = createStore();
    store.timelines.update('publicAndExternal', (state) => ({ ...state, ids: ['10', '9'] }));
    const server = fakeServer();
    server.route('/api/v1/timelines/public', () => ['12', '11', '10', '9'].map((id) => statusJson(id)));
    expect(await catchUpTimeline(store, server.api, 'publicAndExternal')).toBe(2);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual(['12', '11']);
    expect(server.requests).toHaveLength(1);
  });
});
