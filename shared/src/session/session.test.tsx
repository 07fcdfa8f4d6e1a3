import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '../bus/bus';
import { parseInstance } from '../entities/instance';
import { parseNodeInfo } from '../entities/nodeinfo';
import { parseStatus } from '../entities/status';
import { store } from '../store/store';
import { statusJson } from '../testing/fixtures';
import { useInstance, useSession } from './hooks';
import {
  ANONYMOUS,
  endUserSession,
  instance$,
  session$,
  sessionToken,
  setInstance,
  startUserSession,
  UNLOADED_INSTANCE,
} from './session';

afterEach(() => {
  session$.next(ANONYMOUS);
  instance$.next(UNLOADED_INSTANCE);
});

describe('session', () => {
  it('starts anonymous, with no token', () => {
    expect(session$.getValue()).toEqual({ kind: 'anonymous' });
    expect(sessionToken()).toBeNull();
  });

  it('gives the token of a signed-in user', () => {
    session$.next({ kind: 'user', token: 'T', accountId: '1' });
    expect(sessionToken()).toBe('T');
  });

  it('useSession re-renders on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.kind).toBe('anonymous');
    act(() => session$.next({ kind: 'user', token: 'T', accountId: '7' }));
    expect(result.current).toEqual({ kind: 'user', token: 'T', accountId: '7' });
    act(() => session$.next(ANONYMOUS));
    expect(result.current.kind).toBe('anonymous');
  });
});

describe('starting and ending a user session', () => {
  it('sets the session before announcing it', () => {
    const seen: unknown[] = [];
    const sub = bus.on('session/started').subscribe((e) => seen.push([e.accountId, sessionToken()]));
    startUserSession('TOK', '42');
    sub.unsubscribe();
    expect(session$.getValue()).toEqual({ kind: 'user', token: 'TOK', accountId: '42' });
    expect(seen).toEqual([['42', 'TOK']]);
  });

  it('empties the store and goes anonymous before announcing the end', () => {
    startUserSession('TOK', '42');
    store.statuses.upsertMany([parseStatus(statusJson({ id: 'private' }))!]);
    const seen: unknown[] = [];
    const sub = bus
      .on('session/ended')
      .subscribe(() => seen.push([store.statuses.size, session$.getValue().kind]));
    endUserSession();
    sub.unsubscribe();
    expect(seen).toEqual([[0, 'anonymous']]);
    expect(sessionToken()).toBeNull();
  });
});

describe('instance', () => {
  it('is unloaded until set, then carries the derived capabilities', () => {
    const { result } = renderHook(() => useInstance());
    expect(result.current.loaded).toBe(false);
    expect(result.current.instance.max_toot_chars).toBe(5000);
    const instance = parseInstance({
      title: 'Akko',
      max_toot_chars: 7000,
      pleroma: { metadata: { features: ['pleroma_emoji_reactions'] } },
    });
    act(() => setInstance(instance!, parseNodeInfo({ software: { name: 'akkoma' } })));
    expect(result.current.loaded).toBe(true);
    expect(result.current.instance.title).toBe('Akko');
    expect(result.current.instance.max_toot_chars).toBe(7000);
    expect(result.current.nodeinfo?.software.name).toBe('akkoma');
    expect(result.current.capabilities.emojiReactions).toBe(true);
  });
});
