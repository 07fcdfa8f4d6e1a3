import { bus, EMPTY_TIMELINE, parseStatus, session$, store } from '@murmur/shared';
import { statusJson } from '@murmur/shared/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TimelinePage } from './fetch-timeline';
import { placeOwnPost, showOwnPostsAtOnce, timelinesForOwnPost } from './own-posts';
import { receiveNewestPage, startLoading } from './timeline-state';

beforeEach(() => store.reset());
afterEach(() => session$.next({ kind: 'anonymous' }));

const status = (overrides: Record<string, unknown>) => {
  const parsed = parseStatus(statusJson(overrides));
  if (!parsed) throw new Error('fixture');
  return parsed;
};

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

  it('stays on top of a first page that was asked before it existed', () => {
    const loading = startLoading(EMPTY_TIMELINE);
    const placed = placeOwnPost(loading, '90');
    expect(placed.ids).toEqual(['90']);
    const landed = receiveNewestPage(placed, { statuses: [{ id: '50' }, { id: '40' }] } as TimelinePage);
    expect(landed.ids).toEqual(['90', '50', '40']);
  });

  it('belongs where the server would put it', () => {
    const me = 'me';
    expect(
      timelinesForOwnPost(status({ visibility: 'public', tags: [{ name: 'Cats', url: 'https://x/t' }] }), me),
    ).toEqual(['friends', 'replies:me', 'user:me', 'public', 'publicAndExternal', 'tag:Cats']);
    const reply = status({ visibility: 'unlisted', in_reply_to_id: '1', in_reply_to_account_id: 'bob' });
    expect(timelinesForOwnPost(reply, me)).toEqual(['friends', 'replies:me']);
    const selfReply = status({ visibility: 'private', in_reply_to_id: '1', in_reply_to_account_id: 'me' });
    expect(timelinesForOwnPost(selfReply, me)).toEqual(['friends', 'replies:me', 'user:me']);
    expect(timelinesForOwnPost(status({ visibility: 'direct' }), me)).toEqual(['friends', 'dms']);
  });

  it('follows the composer announcement on the bus, and the stream delivering it later adds nothing', () => {
    session$.next({ kind: 'user', token: 't', accountId: 'me' });
    showOwnPostsAtOnce();
    const post = status({ id: '2', visibility: 'public' });
    store.statuses.upsert(post);
    store.timelines.update('friends', (s) => ({ ...s, ids: ['1'] }));
    store.timelines.update('replies:me', (s) => ({ ...s, ids: ['1'] }));
    bus.emit({ type: 'status/posted', statusId: '2' });
    expect(store.timelines.get('friends').ids).toEqual(['2', '1']);
    expect(store.timelines.get('replies:me').ids).toEqual(['2', '1']);
    expect(store.timelines.keys()).not.toContain('public');
    bus.emit({ type: 'status/posted', statusId: '2' });
    bus.emit({ type: 'status/posted', statusId: '1', edited: true });
    expect(store.timelines.get('friends').ids).toEqual(['2', '1']);
  });
});
