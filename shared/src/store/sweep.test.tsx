import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseAccount } from '../entities/account';
import { parseNotification } from '../entities/notification';
import { parseRelationship } from '../entities/relationship';
import type { Status } from '../entities/status';
import { parseStatus } from '../entities/status';
import { accountJson, statusJson } from '../testing/fixtures';
import { useStatus } from './hooks';
import { createStore, type Store } from './store';
import { sweepStore } from './sweep';

function status(overrides: Record<string, unknown> = {}): Status {
  const parsed = parseStatus(statusJson(overrides));
  if (!parsed) throw new Error('test status did not parse');
  return parsed;
}

function StatusView({ id, store }: { id: string; store: Store }) {
  return <p>{useStatus(id, store)?.id}</p>;
}

const LATER = Date.now() + 10 * 60_000;

describe('the store sweep', () => {
  it('spares only the newest unreached entities within the grace period (a fast stream)', () => {
    const store = createStore();
    const now = Date.now();
    for (let i = 0; i < 30; i++) store.statuses.upsert(status({ id: `s${i}` }));
    const result = sweepStore(store, { now, graceLimit: 10 });
    expect(result.statuses).toBe(20);
    expect(store.statuses.size).toBe(10);
  });

  it('removes statuses, authors and polls nothing refers to once the grace period is over', () => {
    const store = createStore();
    store.statuses.upsertMany([
      status({ id: 'shown', account: accountJson({ id: 'a1' }) }),
      status({ id: 'dropped', account: accountJson({ id: 'a2' }) }),
    ]);
    store.timelines.update('public', (t) => ({ ...t, ids: ['shown'] }));

    expect(sweepStore(store).statuses).toBe(0); // all written just now: within the grace period
    const result = sweepStore(store, { now: LATER });

    expect(result).toMatchObject({ statuses: 1, accounts: 1 });
    expect(store.statuses.has('shown')).toBe(true);
    expect(store.statuses.has('dropped')).toBe(false);
    expect(store.accounts.has('a1')).toBe(true);
    expect(store.accounts.has('a2')).toBe(false);
    expect(store.timelines.get('public').ids).toEqual(['shown']);
  });

  it('follows reblogs, quotes, buffered ids and notifications', () => {
    const store = createStore();
    const original = statusJson({ id: 'orig', account: accountJson({ id: 'author' }) });
    store.statuses.upsertMany([
      status({ id: 'boost', reblog: original }),
      status({ id: 'buffered' }),
      status({ id: 'notified' }),
      status({ id: 'gone' }),
    ]);
    store.timelines.update('friends', (t) => ({ ...t, ids: ['boost'], newIds: ['buffered'] }));
    const notification = parseNotification({
      id: 'n1',
      type: 'favourite',
      created_at: '2026-01-01T00:00:00.000Z',
      account: accountJson({ id: 'fan' }),
      status: statusJson({ id: 'notified' }),
    });
    if (!notification) throw new Error('test notification did not parse');
    store.notifications.upsertMany([notification]);

    sweepStore(store, { now: LATER });

    for (const id of ['boost', 'orig', 'buffered', 'notified']) expect(store.statuses.has(id)).toBe(true);
    expect(store.statuses.has('gone')).toBe(false);
    expect(store.accounts.has('author')).toBe(true);
    expect(store.accounts.has('fan')).toBe(true);
  });

  it('keeps what a mounted view reads, and lets it go once the view unmounts', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: 'open' })]);
    const view = render(<StatusView id="open" store={store} />);
    sweepStore(store, { now: LATER });
    expect(store.statuses.has('open')).toBe(true);

    view.unmount();
    sweepStore(store, { now: LATER });
    expect(store.statuses.has('open')).toBe(false);
  });

  it('counts retains, so two holders keep an entity until both release it', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: 'thread' })]);
    const releaseA = store.retention.retain('statuses', ['thread']);
    const releaseB = store.retention.retain('statuses', ['thread']);
    releaseA();
    releaseA(); // a second release of the same hold changes nothing
    sweepStore(store, { now: LATER });
    expect(store.statuses.has('thread')).toBe(true);
    releaseB();
    sweepStore(store, { now: LATER });
    expect(store.statuses.has('thread')).toBe(false);
  });

  it('drops relationships with their accounts', () => {
    const store = createStore();
    const account = parseAccount(accountJson({ id: 'x' }));
    const relationship = parseRelationship({ id: 'x', following: true });
    if (!account || !relationship) throw new Error('test entities did not parse');
    store.accounts.upsertMany([account]);
    store.relationships.upsertMany([relationship]);
    sweepStore(store, { now: LATER });
    expect(store.accounts.has('x')).toBe(false);
    expect(store.relationships.has('x')).toBe(false);
  });
});
