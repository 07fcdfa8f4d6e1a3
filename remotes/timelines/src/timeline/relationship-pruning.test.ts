import { createStore, parseStatusList } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { pruneAccountFromTimelines } from './relationship-pruning';
import { statusJson } from './timeline-test-kit';

function storeWith() {
  const s = createStore();
  const mine = statusJson('1');
  const theirs = { ...statusJson('2'), account: { id: 'b2', username: 'bob', acct: 'bob' } };
  s.statuses.upsertMany(parseStatusList([mine, theirs]));
  for (const key of ['friends', 'public', 'publicAndExternal', 'bookmarks'])
    s.timelines.update(key, (state) => ({ ...state, ids: ['1', '2'] }));
  return s;
}

describe('blocking and unfollowing remove posts (spec 2 section 4)', () => {
  it("blocking removes the account's statuses from home, public and the whole network", () => {
    const s = storeWith();
    pruneAccountFromTimelines('b2', 'blocked', s);
    for (const key of ['friends', 'public', 'publicAndExternal'])
      expect(s.timelines.get(key).ids).toEqual(['1']);
    expect(s.timelines.get('bookmarks').ids).toEqual(['1', '2']);
  });

  it("unfollowing removes the account's posts from the home timeline only", () => {
    const s = storeWith();
    pruneAccountFromTimelines('b2', 'unfollowed', s);
    expect(s.timelines.get('friends').ids).toEqual(['1']);
    expect(s.timelines.get('public').ids).toEqual(['1', '2']);
  });

  it('muting changes no timeline', () => {
    const s = storeWith();
    pruneAccountFromTimelines('b2', 'muted', s);
    expect(s.timelines.get('friends').ids).toEqual(['1', '2']);
  });
});
