import { type Notification, parseNotification, setPreferences, store } from '@murmur/shared';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WithIntl } from '../timeline/timeline-test-kit';
import { loadVirtualFeed } from '../timeline/virtual-feed-loader';
import { NotificationsPanel, VIRTUALISE_NOTIFICATIONS_AFTER } from './notifications-panel';

/** `count` follows, newest first from id 1000; the newest `unseen` of them not seen yet. */
function follows(count: number, unseen: number): Notification[] {
  return Array.from({ length: count }, (_, i) => {
    const n = parseNotification({
      id: String(1000 - i),
      type: 'follow',
      created_at: '2026-01-01T00:00:00Z',
      account: { id: `a${i}`, username: `user${i}`, acct: `user${i}` },
      pleroma: { is_seen: i >= unseen, is_muted: false },
    });
    if (!n) throw new Error('fixture');
    return n;
  });
}

/** The panel in a column 600 px high whose notifications are 60 px each (no layout in tests). */
function drawColumn() {
  return render(
    <WithIntl>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
        <NotificationsPanel placement="column" />
      </VirtuosoMockContext.Provider>
    </WithIntl>,
  );
}

const rows = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.notifications__list > li'));

beforeAll(async () => {
  // The virtual list's chunk, here before the panel asks for it.
  await loadVirtualFeed();
});
beforeEach(() => {
  store.reset();
  setPreferences({ virtualScrolling: true });
});
afterEach(() => {
  cleanup();
  setPreferences({ virtualScrolling: true });
});

describe('the notifications list draws what is near the reader, its window whole (decision 0280)', () => {
  it('holds unseen plus 30 (50 here) but draws only the rows near the viewport, each saying its place', async () => {
    store.notifications.upsertMany(follows(60, 20));
    const { container } = drawColumn();
    await waitFor(() => expect(rows(container)[0]?.getAttribute('aria-setsize')).toBe('50'));
    const drawn = rows(container);
    // 600 px of 60 px rows, and what is drawn beyond them: far fewer than the 50 the list holds.
    expect(drawn.length).toBeGreaterThanOrEqual(10);
    expect(drawn.length).toBeLessThan(30);
    expect(drawn.map((row) => row.getAttribute('aria-posinset')).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(drawn[0]?.classList.contains('notification--unseen')).toBe(true);
    expect(drawn[0]?.querySelector(':scope > article.notification__item')).not.toBeNull();
    // More arriving changes the size said, not how much is drawn.
    store.notifications.upsertMany(
      follows(5, 5).map((n, i) => ({ ...n, id: String(2000 + i), account: { ...n.account, id: `b${i}` } })),
    );
    await waitFor(() => expect(rows(container)[0]?.getAttribute('aria-setsize')).toBe('50'));
    expect(rows(container).length).toBe(drawn.length);
  });

  it(`draws up to ${VIRTUALISE_NOTIFICATIONS_AFTER} plainly, and every row with virtual scrolling off`, async () => {
    store.notifications.upsertMany(follows(VIRTUALISE_NOTIFICATIONS_AFTER, 0));
    const short = drawColumn();
    await waitFor(() => expect(rows(short.container)).toHaveLength(VIRTUALISE_NOTIFICATIONS_AFTER));
    expect(rows(short.container)[0]?.hasAttribute('aria-setsize')).toBe(false);
    short.unmount();

    setPreferences({ virtualScrolling: false });
    store.notifications.upsertMany(follows(60, 20));
    const { container } = drawColumn();
    await waitFor(() => expect(rows(container)).toHaveLength(50));
  });
});

describe('the list follows the store', () => {
  it('shows a new notification that came as an old one went, the counts unchanged', async () => {
    // Ten, all unseen; then a new one arrives and the oldest leaves the window in the same moment,
    // as the stream and the window do: as many held, as many unseen.
    const ten = follows(10, 10);
    store.notifications.upsertMany(ten);
    const { container } = drawColumn();
    await waitFor(() => expect(rows(container)).toHaveLength(10));
    const [newest] = follows(1, 1).map((n) => ({
      ...n,
      id: '1001',
      account: { ...n.account, id: 'new', username: 'newcomer', acct: 'newcomer' },
    }));
    act(() => {
      store.notifications.upsertMany(newest ? [newest] : []);
      store.notifications.remove(ten[9]?.id ?? '');
    });
    await waitFor(() => expect(rows(container)[0]?.textContent).toContain('newcomer'));
    expect(rows(container)).toHaveLength(10);
    expect(container.textContent).not.toContain('user9');
  });
});
