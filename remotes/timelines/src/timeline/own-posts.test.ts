import { bus, EMPTY_TIMELINE, store } from '@murmur/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeOwnPost, showOwnPostsAtOnce } from './own-posts';

beforeEach(() => store.reset());

describe('a new own post', () => {
  it('goes to the top of a loaded home timeline, once', () => {
    const loaded = { ...EMPTY_TIMELINE, ids: ['5', '4'], newIds: ['9'] };
    expect(placeOwnPost(loaded, '9')).toMatchObject({ ids: ['9', '5', '4'], newIds: [] });
    const placed = placeOwnPost(loaded, '9');
    expect(placeOwnPost(placed, '9')).toBe(placed);
  });

  it('leaves a timeline that was never loaded alone (its first page will hold it)', () => {
    expect(placeOwnPost(EMPTY_TIMELINE, '9')).toBe(EMPTY_TIMELINE);
  });

  it('follows the composer announcement on the bus', () => {
    showOwnPostsAtOnce();
    store.timelines.update('friends', (s) => ({ ...s, ids: ['1'] }));
    bus.emit({ type: 'status/posted', statusId: '2' });
    expect(store.timelines.get('friends').ids).toEqual(['2', '1']);
    bus.emit({ type: 'status/posted', statusId: '1', edited: true });
    expect(store.timelines.get('friends').ids).toEqual(['2', '1']);
  });
});
