import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseAccount } from '../entities/account';
import type { Status } from '../entities/status';
import { parseStatus } from '../entities/status';
import { accountJson, statusJson } from '../testing/fixtures';
import { useAccount, useRelationship, useStatus, useTimeline } from './hooks';
import type { Store } from './store';
import { createStore } from './store';
import { EMPTY_TIMELINE } from './timelines';

function status(overrides: Record<string, unknown>): Status {
  return parseStatus(statusJson(overrides))!;
}

function ReblogFaved({ store, id, counter }: { store: Store; id: string; counter: { renders: number } }) {
  counter.renders++;
  const s = useStatus(id, store);
  return <span>{s?.reblog?.favourited ? 'faved' : 'not faved'}</span>;
}

describe('useStatus', () => {
  it('returns undefined for an unknown id, then the status once stored', () => {
    const store = createStore();
    const { result } = renderHook(() => useStatus('1', store));
    expect(result.current).toBeUndefined();
    act(() => store.statuses.upsertMany([status({ id: '1' })]));
    expect(result.current?.id).toBe('1');
  });

  it('re-renders a reblog wrapper when the original is favourited elsewhere', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: 'w', reblog: statusJson({ id: 'o' }) })]);
    const counter = { renders: 0 };
    const view = render(<ReblogFaved store={store} id="w" counter={counter} />);
    expect(view.container.textContent).toBe('not faved');
    act(() => {
      store.statuses.patch('o', { favourited: true });
    });
    expect(view.container.textContent).toBe('faved');
    const after = counter.renders;
    act(() => store.statuses.upsertMany([status({ id: 'unrelated' })]));
    act(() => store.accounts.upsertMany([parseAccount(accountJson({ id: 'stranger' }))!]));
    expect(counter.renders).toBe(after);
  });

  it('keeps the same object across renders while nothing changed', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: 'w', reblog: statusJson({ id: 'o' }) })]);
    const { result, rerender } = renderHook(() => useStatus('w', store));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('shows a newer author', () => {
    const store = createStore();
    store.statuses.upsertMany([status({ id: '1', account: accountJson({ id: 'a', display_name: 'Old' }) })]);
    const { result } = renderHook(() => useStatus('1', store));
    act(() => store.accounts.upsertMany([parseAccount(accountJson({ id: 'a', display_name: 'New' }))!]));
    expect(result.current?.account.display_name).toBe('New');
  });
});

describe('useTimeline, useAccount, useRelationship', () => {
  it('useTimeline starts empty and follows updates and deletions', () => {
    const store = createStore();
    const { result } = renderHook(() => useTimeline('friends', store));
    expect(result.current).toBe(EMPTY_TIMELINE);
    act(() => store.timelines.update('friends', (s) => ({ ...s, ids: ['1', '2'], loading: false })));
    expect(result.current.ids).toEqual(['1', '2']);
    act(() => store.statuses.upsertMany([status({ id: '1' })]));
    act(() => store.statuses.remove('1'));
    expect(result.current.ids).toEqual(['2']);
  });

  it('useAccount and useRelationship follow their tables', () => {
    const store = createStore();
    const account = renderHook(() => useAccount('a', store));
    const relationship = renderHook(() => useRelationship('a', store));
    act(() =>
      store.accounts.upsertMany([
        parseAccount(accountJson({ id: 'a', pleroma: { relationship: { id: 'a', muting: true } } }))!,
      ]),
    );
    expect(account.result.current?.id).toBe('a');
    expect(relationship.result.current?.muting).toBe(true);
  });
});
