import { parseNotificationList, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetReadMarker, keepReadMarker } from './notifications-sync';

/** Notifications as a Mastodon server sends them: no Pleroma `is_seen` flag at all. */
function fromServer(...ids: string[]) {
  return parseNotificationList(
    ids.map((id) => ({ id, type: 'follow', created_at: '2026-11-29T10:00:00.000Z', account: accountJson() })),
  );
}

const seen = () =>
  store.notifications
    .values()
    .filter((n) => n.pleroma.is_seen)
    .map((n) => n.id)
    .sort();

afterEach(() => {
  forgetReadMarker();
  store.reset();
});

describe('the read marker of a server without Pleroma’s is_seen', () => {
  it('marks what is older than the marker as seen, also when it arrives later or again', () => {
    store.notifications.upsertMany(fromServer('3', '5', '7'));
    keepReadMarker('5');
    expect(seen()).toEqual(['3', '5']);
    // The panel's first page, asked again after the marker was read: the same notifications come
    // back without a seen flag, and older ones arrive for the first time.
    store.notifications.upsertMany(fromServer('5', '4', '2'));
    expect(seen()).toEqual(['2', '3', '4', '5']);
    // What is newer than the marker stays new.
    store.notifications.upsertMany(fromServer('9'));
    expect(seen()).not.toContain('9');
    expect(seen()).not.toContain('7');
  });

  it('moves forward with "mark all as read", never back', () => {
    store.notifications.upsertMany(fromServer('3', '5', '7'));
    keepReadMarker('7');
    keepReadMarker('5');
    store.notifications.upsertMany(fromServer('7'));
    expect(seen()).toEqual(['3', '5', '7']);
  });

  it('is forgotten at sign-out: the next account’s notifications are its own', () => {
    keepReadMarker('5');
    forgetReadMarker();
    store.notifications.upsertMany(fromServer('3'));
    expect(seen()).toEqual([]);
  });
});
