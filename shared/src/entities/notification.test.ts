import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountJson, statusJson } from '../testing/fixtures';
import { parseNotification, parseNotificationList } from './notification';

afterEach(() => vi.restoreAllMocks());

const base = { created_at: '2024-03-01T00:00:00.000Z', account: accountJson({ id: 'fan' }) };

describe('notification schema', () => {
  it('reads an emoji reaction notification with its emoji and seen flag', () => {
    const n = parseNotification({
      ...base,
      id: '1',
      type: 'pleroma:emoji_reaction',
      status: statusJson({ id: 's1' }),
      emoji: 'blob',
      emoji_url: 'https://e/blob.png',
      pleroma: { is_seen: true, is_muted: false },
    });
    expect(n).toMatchObject({
      id: '1',
      type: 'pleroma:emoji_reaction',
      emoji: 'blob',
      pleroma: { is_seen: true },
    });
    expect(n?.status?.id).toBe('s1');
  });

  it('reads follow and move notifications without a status', () => {
    expect(parseNotification({ ...base, id: '2', type: 'follow' })?.status).toBeNull();
    const move = parseNotification({ ...base, id: '3', type: 'move', target: accountJson({ id: 'moved' }) });
    expect(move?.target?.id).toBe('moved');
  });

  it('drops unknown types and types that need a status but have none, logging each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = parseNotificationList([
      { ...base, id: 'ok', type: 'favourite', status: statusJson() },
      { ...base, id: 'unknown', type: 'pleroma:telepathy' },
      { ...base, id: 'nostatus', type: 'mention', status: null },
      { ...base, id: 'badstatus', type: 'reblog', status: { id: 'x' } },
    ]);
    expect(list.map((n) => n.id)).toEqual(['ok']);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
