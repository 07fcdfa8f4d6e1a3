import { parseAnnouncement } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { isActive, unreadCount } from './announcements-data';

const make = (over: Record<string, unknown>) => {
  const a = parseAnnouncement({
    id: '1',
    content: '<p>hi</p>',
    published_at: '2026-01-01T00:00:00Z',
    ...over,
  });
  if (!a) throw new Error('fixture');
  return a;
};
const now = Date.parse('2026-06-01T00:00:00Z');

describe('announcements', () => {
  it('are active between their start and end', () => {
    expect(isActive(make({}), now)).toBe(true);
    expect(isActive(make({ ends_at: '2026-05-01T00:00:00Z' }), now)).toBe(false);
    expect(isActive(make({ starts_at: '2026-07-01T00:00:00Z' }), now)).toBe(false);
  });

  it('count only the active unread ones', () => {
    const list = [
      make({ id: 'a' }),
      make({ id: 'b', read: true }),
      make({ id: 'c', ends_at: '2026-01-02T00:00:00Z' }),
    ];
    expect(unreadCount(list, now)).toBe(1);
  });
});
