import { type Notification, parseNotification, store } from '@murmur/shared';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithIntl } from '../timeline/timeline-test-kit';
import { NotificationsPanel } from './notifications-panel';

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

beforeEach(() => {
  store.reset();
});
afterEach(() => {
  cleanup();
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
