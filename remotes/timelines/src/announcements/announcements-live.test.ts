import { type Announcement, parseAnnouncement } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { applyAnnouncementEvent } from './announcements-live';

const json = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  content: `<p>news ${id}</p>`,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  read: false,
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [],
  reactions: [{ name: '🎉', count: 2, me: true }],
  ...extra,
});
const held = (id: string): Announcement => parseAnnouncement(json(id)) as Announcement;

describe('announcements followed from the stream', () => {
  it('puts a published one first and replaces an edited one in place', () => {
    const list = [held('1')];
    const added = applyAnnouncementEvent(list, 'announcement', json('2'));
    expect(Array.isArray(added) && added.map((a) => a.id)).toEqual(['2', '1']);
    const edited = applyAnnouncementEvent(list, 'announcement', json('1', { content: '<p>changed</p>' }));
    expect(Array.isArray(edited) && edited[0]?.content).toContain('changed');
  });

  it('sets a reaction’s count (keeping the reader’s own), adds a new one, drops one at 0', () => {
    const list = [held('1')];
    const more = applyAnnouncementEvent(list, 'announcement.reaction', {
      name: '🎉',
      count: 3,
      announcement_id: '1',
    });
    expect(Array.isArray(more) && more[0]?.reactions).toMatchObject([{ name: '🎉', count: 3, me: true }]);
    const custom = applyAnnouncementEvent(list, 'announcement.reaction', {
      name: 'blobcat',
      count: 1,
      announcement_id: '1',
      url: 'https://x.example/blobcat.png',
    });
    expect(Array.isArray(custom) && custom[0]?.reactions.map((r) => [r.name, r.url])).toEqual([
      ['🎉', null],
      ['blobcat', 'https://x.example/blobcat.png'],
    ]);
    const none = applyAnnouncementEvent(list, 'announcement.reaction', {
      name: '🎉',
      count: 0,
      announcement_id: '1',
    });
    expect(Array.isArray(none) && none[0]?.reactions).toEqual([]);
    expect(
      applyAnnouncementEvent(list, 'announcement.reaction', { name: 'x', count: 1, announcement_id: '9' }),
    ).toBeNull();
  });

  it('removes a deleted one; asks for a reload when a payload cannot be read', () => {
    const list = [held('1'), held('2')];
    const left = applyAnnouncementEvent(list, 'announcement.delete', '1');
    expect(Array.isArray(left) && left.map((a) => a.id)).toEqual(['2']);
    expect(applyAnnouncementEvent(list, 'announcement.delete', '7')).toBeNull();
    expect(applyAnnouncementEvent(list, 'announcement', { id: '3' })).toBe('reload');
    expect(applyAnnouncementEvent(list, 'announcement.reaction', 'garbled')).toBe('reload');
  });
});
