import { NOTIFICATION_WINDOW, PREFERENCE_DEFAULTS, parseNotification } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import {
  apiTypesOf,
  isHiddenByMutes,
  isShown,
  NOTIFICATION_FILTERS,
  type NotificationFilter,
  shownCount,
} from './notification-filter';

const account = { id: 'a1', username: 'bob', acct: 'bob' };
const status = (content: string, muted = false) => ({
  id: 's1',
  created_at: '2026-01-01T00:00:00Z',
  content,
  account,
  muted,
});
const make = (type: string, extra: Record<string, unknown> = {}) => {
  const n = parseNotification({ id: '1', type, created_at: '2026-01-01T00:00:00Z', account, ...extra });
  if (!n) throw new Error('fixture');
  return n;
};

describe('what the notifications panel shows', () => {
  it('filters by the panel filter and by the per-type settings', () => {
    const like = make('favourite', { status: status('<p>x</p>') });
    const follow = make('follow');
    const visibility = PREFERENCE_DEFAULTS.notificationVisibility;
    expect(isShown(like, visibility, 'all')).toBe(true);
    expect(isShown(like, visibility, 'follow')).toBe(false);
    expect(isShown(follow, visibility, 'follow')).toBe(true);
    expect(isShown(like, { ...visibility, likes: false }, 'all')).toBe(false);
  });

  it('offers spec 2’s eight types, the Mastodon names mapped onto them, others under all only', () => {
    const visibility = PREFERENCE_DEFAULTS.notificationVisibility;
    const status = { status: { id: 's1', created_at: '2026-01-01T00:00:00Z', content: '<p>x</p>', account } };
    const cases: [string, NotificationFilter, Record<string, unknown>][] = [
      ['favourite', 'like', status],
      ['reblog', 'repeat', status],
      ['mention', 'mention', status],
      ['status', 'mention', status],
      ['follow', 'follow', {}],
      ['follow_request', 'follow_request', {}],
      ['move', 'move', { target: account }],
      ['pleroma:emoji_reaction', 'pleroma:emoji_reaction', { ...status, emoji: '🎉' }],
      ['poll', 'poll', status],
    ];
    for (const [type, filter, extra] of cases) {
      const n = make(type, extra);
      for (const other of NOTIFICATION_FILTERS)
        expect(isShown(n, visibility, other), `${type} under ${other}`).toBe(
          other === 'all' || other === filter,
        );
    }
    const edit = make('update', status);
    expect(NOTIFICATION_FILTERS.filter((f) => isShown(edit, visibility, f))).toEqual(['all']);
    expect(isShown(make('move', { target: account }), { ...visibility, moves: false }, 'all')).toBe(false);
    expect(apiTypesOf('like')).toEqual(['favourite']);
    expect(apiTypesOf('mention').sort()).toEqual(['mention', 'status']);
    expect(apiTypesOf('all')).toEqual([]);
  });

  it('hides a muted thread and a word the filter matches', () => {
    expect(isHiddenByMutes(make('mention', { status: status('<p>hello</p>', true) }), [])).toBe(true);
    expect(isHiddenByMutes(make('mention', { status: status('<p>Spoilers ahead</p>') }), ['spoilers'])).toBe(
      true,
    );
    expect(isHiddenByMutes(make('mention', { status: status('<p>fine</p>') }), ['spoilers'])).toBe(false);
  });

  it('shows the unseen ones plus 30, and 20 more per reveal', () => {
    expect(shownCount(5, 0)).toBe(35);
    expect(shownCount(0, 2)).toBe(70);
    // A busy stream's unseen ones are drawn 20 at most, the rest revealed 20 at a time.
    expect(shownCount(90, 0)).toBe(50);
    expect(shownCount(90, 2)).toBe(90);
  });

  it('draws no more at first than the store holds without a load', () => {
    // The store's window (decision 0291) is sized to what the list draws before 'load older'.
    expect(shownCount(Number.MAX_SAFE_INTEGER, 0)).toBeLessThanOrEqual(NOTIFICATION_WINDOW);
  });
});
