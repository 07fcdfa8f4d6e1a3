import { describe, expect, it, vi } from 'vitest';
import { parseAccount } from '../entities/account';
import { parseNotification } from '../entities/notification';
import { parseRelationship } from '../entities/relationship';
import type { Status } from '../entities/status';
import { parseStatus } from '../entities/status';
import { accountJson, statusJson } from '../testing/fixtures';
import { createStore } from './store';
import { EMPTY_TIMELINE } from './timelines';

function status(overrides: Record<string, unknown> = {}): Status {
  const parsed = parseStatus(statusJson(overrides));
  if (!parsed) throw new Error('test status did not parse');
  return parsed;
}

describe('entity tables', () => {
  it('get, upsertMany, remove and clear, announcing one change per operation', () => {
    const store = createStore();
    const changes: unknown[] = [];
    store.statuses.subscribe((change) => changes.push(change));
    store.statuses.upsertMany([status({ id: '1' }), status({ id: '2' })]);
    expect(store.statuses.get('1')?.id).toBe('1');
    store.statuses.remove('1');
    expect(store.statuses.get('1')).toBeUndefined();
    store.statuses.clear();
    expect(store.statuses.size).toBe(0);
    expect(changes).toEqual([
      { type: 'upsert', ids: ['1', '2'] },
      { type: 'remove', ids: ['1'] },
      { type: 'clear' },
    ]);
  });

  it('keeps the held object and stays silent when a refetch brings equal data', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: '1' })]);
    const held = store.statuses.get('1');
    const listener = vi.fn();
    store.statuses.subscribe(listener);
    store.statuses.upsertMany([status({ id: '1' })]);
    expect(store.statuses.get('1')).toBe(held);
    expect(listener).not.toHaveBeenCalled();
    store.statuses.upsertMany([status({ id: '1', favourites_count: 3 })]);
    expect(store.statuses.get('1')).not.toBe(held);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes', () => {
    const store = createStore();
    const listener = vi.fn();
    const off = store.accounts.subscribe(listener);
    off();
    store.accounts.upsertMany([parseAccount(accountJson({ id: 'x' }))!]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('exposes changes$ as an observable', () => {
    const store = createStore();
    const seen: string[] = [];
    const sub = store.lists.changes$.subscribe((c) => seen.push(c.type));
    store.lists.upsertMany([{ id: 'l', title: 'L', replies_policy: 'list', exclusive: false }]);
    sub.unsubscribe();
    expect(seen).toEqual(['upsert']);
  });
});

describe('statuses table', () => {
  it('stores nested authors, reblogs, quotes and polls under their own ids', () => {
    const store = createStore();
    const wrapper = status({
      id: 'w',
      account: accountJson({ id: 'booster' }),
      reblog: statusJson({
        id: 'o',
        account: accountJson({ id: 'author' }),
        quote: statusJson({ id: 'q', account: accountJson({ id: 'quoted' }) }),
        poll: { id: 'p', options: [{ title: 'a', votes_count: 0 }] },
      }),
    });
    store.statuses.upsertMany([wrapper]);
    expect(
      store.statuses
        .values()
        .map((s) => s.id)
        .sort(),
    ).toEqual(['o', 'q', 'w']);
    expect(['booster', 'author', 'quoted'].every((id) => store.accounts.has(id))).toBe(true);
    expect(store.polls.get('p')?.options[0]?.title).toBe('a');
  });

  it('an action on the original shows through every reblog of it', () => {
    const store = createStore();
    store.statuses.upsertMany([
      status({ id: 'w1', reblog: statusJson({ id: 'o' }) }),
      status({ id: 'w2', reblog: statusJson({ id: 'o' }) }),
    ]);
    store.statuses.patch('o', { favourited: true, favourites_count: 1 });
    expect(store.statuses.resolve('w1')?.reblog?.favourited).toBe(true);
    expect(store.statuses.resolve('w2')?.reblog?.favourites_count).toBe(1);
  });

  it('a newer copy of the author updates every status by them', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: '1', account: accountJson({ id: 'a', display_name: 'Old' }) })]);
    store.accounts.upsertMany([parseAccount(accountJson({ id: 'a', display_name: 'New' }))!]);
    expect(store.statuses.resolve('1')?.account.display_name).toBe('New');
  });

  it('resolve returns the same object until something it depends on changes', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: 'w', reblog: statusJson({ id: 'o' }) })]);
    const first = store.statuses.resolve('w');
    expect(store.statuses.resolve('w')).toBe(first);
    store.statuses.upsertMany([status({ id: 'other' })]);
    expect(store.statuses.resolve('w')).toBe(first);
    store.statuses.patch('o', { bookmarked: true });
    const second = store.statuses.resolve('w');
    expect(second).not.toBe(first);
    expect(second?.reblog?.bookmarked).toBe(true);
    expect(store.statuses.resolve('w')).toBe(second);
  });

  it('resolves the poll from the polls table (a vote shows everywhere)', () => {
    const store = createStore();
    store.statuses.upsertMany([
      status({ id: 's', poll: { id: 'p', options: [{ title: 'a', votes_count: 0 }], voted: false } }),
    ]);
    store.polls.patch('p', { voted: true, own_votes: [0] });
    expect(store.statuses.resolve('s')?.poll).toMatchObject({ voted: true, own_votes: [0] });
  });

  it('survives a status quoting itself', () => {
    const store = createStore();
    const loop = status({ id: 'x' });
    store.statuses.upsertMany([{ ...loop, quote: loop }]);
    expect(store.statuses.resolve('x')?.id).toBe('x');
  });

  it('deleting a status removes its reblogs and its id from every timeline', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: 'o' }), status({ id: 'w', reblog: statusJson({ id: 'o' }) })]);
    store.timelines.update('friends', (s) => ({ ...s, ids: ['w', 'x'], newIds: ['o'] }));
    store.timelines.update('user:1', (s) => ({ ...s, ids: ['o', 'y'] }));
    store.timelines.update('tag:cats', (s) => ({ ...s, ids: ['z'] }));
    const untouched = store.timelines.get('tag:cats');
    store.statuses.remove('o');
    expect(store.statuses.get('w')).toBeUndefined();
    expect(store.timelines.get('friends')).toMatchObject({ ids: ['x'], newIds: [] });
    expect(store.timelines.get('user:1').ids).toEqual(['y']);
    expect(store.timelines.get('tag:cats')).toBe(untouched);
  });
});

describe('optimistic patch', () => {
  it('applies at once and undoes to the previous values', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: '1', favourited: false, favourites_count: 4 })]);
    const undo = store.statuses.patch('1', { favourited: true, favourites_count: 5 });
    expect(store.statuses.get('1')).toMatchObject({ favourited: true, favourites_count: 5 });
    undo();
    expect(store.statuses.get('1')).toMatchObject({ favourited: false, favourites_count: 4 });
  });

  it('undo leaves alone fields the server reply has since set', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: '1', favourited: false, favourites_count: 4 })]);
    const undo = store.statuses.patch('1', { favourited: true, favourites_count: 5 });
    store.statuses.upsertMany([status({ id: '1', favourited: true, favourites_count: 9 })]);
    undo();
    expect(store.statuses.get('1')).toMatchObject({ favourited: false, favourites_count: 9 });
  });

  it('patching an absent entity does nothing', () => {
    const store = createStore();
    const undo = store.statuses.patch('nope', { favourited: true });
    undo();
    expect(store.statuses.get('nope')).toBeUndefined();
  });
});

describe('accounts and notifications', () => {
  it('stores the relationship embedded in an account', () => {
    const store = createStore();
    store.accounts.upsertMany([
      parseAccount(accountJson({ id: 'a', pleroma: { relationship: { id: 'a', following: true } } }))!,
    ]);
    expect(store.relationships.get('a')?.following).toBe(true);
  });

  it('stores a notification with its account, target and status', () => {
    const store = createStore();
    const n = parseNotification({
      id: 'n1',
      type: 'reblog',
      created_at: '2024-01-01T00:00:00Z',
      account: accountJson({ id: 'fan' }),
      status: statusJson({ id: 'mine' }),
    })!;
    store.notifications.upsertMany([n]);
    expect(store.notifications.get('n1')?.type).toBe('reblog');
    expect(store.accounts.has('fan')).toBe(true);
    expect(store.statuses.has('mine')).toBe(true);
  });
});

describe('timelines', () => {
  it('gives the same empty state for an unknown key, and updates immutably', () => {
    const store = createStore();
    expect(store.timelines.get('public')).toBe(EMPTY_TIMELINE);
    expect(store.timelines.get('bubble')).toBe(EMPTY_TIMELINE);
    expect(EMPTY_TIMELINE).toEqual({
      ids: [],
      newIds: [],
      loading: false,
      bottomedOut: false,
      error: null,
      nextMaxId: null,
    });
    store.timelines.update('public', (s) => ({ ...s, loading: true }));
    expect(store.timelines.get('public').loading).toBe(true);
    expect(EMPTY_TIMELINE.loading).toBe(false);
  });

  it('announces an update only when the updater returns a new state', () => {
    const store = createStore();
    const listener = vi.fn();
    store.timelines.subscribe(listener);
    store.timelines.update('public', (s) => s);
    expect(listener).not.toHaveBeenCalled();
    store.timelines.update('public', (s) => ({ ...s, ids: ['1'] }));
    expect(listener).toHaveBeenCalledWith({ type: 'update', keys: ['public'] });
  });

  it('clear empties every timeline', () => {
    const store = createStore();
    store.timelines.update('a', (s) => ({ ...s, ids: ['1'] }));
    store.timelines.clear();
    expect(store.timelines.get('a')).toBe(EMPTY_TIMELINE);
  });
});

describe('reset', () => {
  it('clears every table (logout)', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: '1', account: accountJson({ id: 'a' }) })]);
    store.lists.upsertMany([{ id: 'l', title: 'L', replies_policy: 'list', exclusive: false }]);
    store.relationships.upsertMany([parseRelationship({ id: 'r', following: true })!]);
    store.timelines.update('friends', (s) => ({ ...s, ids: ['1'] }));
    store.reset();
    for (const table of [store.statuses, store.accounts, store.lists, store.relationships, store.polls]) {
      expect(table.size).toBe(0);
    }
    expect(store.timelines.get('friends')).toBe(EMPTY_TIMELINE);
    expect(store.statuses.resolve('1')).toBeUndefined();
  });
});
