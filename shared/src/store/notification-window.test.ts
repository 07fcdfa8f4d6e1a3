import { afterEach, describe, expect, it } from 'vitest';
import { parseNotification } from '../entities';
import {
  allowOlderNotifications,
  boundNotifications,
  NOTIFICATION_OLDER_ALLOWANCE_MAX,
  NOTIFICATION_WINDOW,
  notificationWindowSize,
  resetNotificationWindow,
} from './notification-window';
import { createStore } from './store';

const account = { id: 'a1', username: 'bob', acct: 'bob' };
const base = parseNotification({ id: '1', type: 'follow', created_at: '2026-01-01T00:00:00Z', account });
const notification = (id: number) => (base ? { ...base, id: String(id) } : null);

afterEach(resetNotificationWindow);

describe('the notifications window', () => {
  it('keeps the newest NOTIFICATION_WINDOW however many are streamed in', () => {
    const store = createStore();
    for (let id = 1; id <= 2000; id++) {
      const n = notification(id);
      if (n) store.notifications.upsert(n);
      boundNotifications(store);
      expect(store.notifications.ids().length).toBeLessThanOrEqual(NOTIFICATION_WINDOW);
    }
    const held = store.notifications
      .ids()
      .map(Number)
      .sort((a, b) => a - b);
    expect(held[0]).toBe(2000 - NOTIFICATION_WINDOW + 1);
    expect(held.at(-1)).toBe(2000);
  });

  it('orders numeric ids by value (a longer id is newer), not as text', () => {
    const store = createStore();
    for (const id of [9, 10, 11, 99, 100]) {
      const n = notification(id);
      if (n) store.notifications.upsert(n);
    }
    boundNotifications(store, 3);
    expect(store.notifications.ids().sort()).toEqual(['100', '11', '99']);
  });

  it('holds what the reader loaded on purpose, up to a limit, until reset', () => {
    allowOlderNotifications(40);
    expect(notificationWindowSize()).toBe(NOTIFICATION_WINDOW + 40);
    allowOlderNotifications(10_000);
    expect(notificationWindowSize()).toBe(NOTIFICATION_WINDOW + NOTIFICATION_OLDER_ALLOWANCE_MAX);
    resetNotificationWindow();
    expect(notificationWindowSize()).toBe(NOTIFICATION_WINDOW);
  });
});
