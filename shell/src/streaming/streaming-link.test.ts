import type { BusEvent, Store } from '@murmur/shared';
import { createBus, createStore, resetScheduler } from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamingLink, streamingUrl } from './streaming-link';
import type { FakeServer } from './streaming-test-kit';
import {
  createFakeSocket,
  FakeSocket,
  fakeServer,
  ORIGIN,
  recordBus,
  statusJson,
  timelineAnswer,
} from './streaming-test-kit';

let store: Store;
let server: FakeServer;
let events: BusEvent[];
let stopRecording: () => void;
let link: StreamingLink;
const logger = { warn: vi.fn(), debug: vi.fn() };

function notices() {
  return events.filter((e) => e.type === 'notice/raised');
}

/** A timeline the reader has open: its first page is in the store. */
function showTimeline(key: string, ids: string[]) {
  store.statuses.upsertMany([]);
  store.timelines.update(key, (state) => ({ ...state, ids }));
}

beforeEach(() => {
  vi.useFakeTimers();
  // The scheduler keeps each key's back-off across tasks; every test starts with none.
  resetScheduler();
  FakeSocket.reset();
  logger.warn.mockReset();
  logger.debug.mockReset();
  store = createStore();
  server = fakeServer();
  const bus = createBus();
  ({ events, stop: stopRecording } = recordBus(bus));
  link = new StreamingLink({
    bus,
    store,
    api: () => server.api,
    origin: () => ORIGIN,
    createSocket: createFakeSocket,
    logger,
  });
});

afterEach(() => {
  link.stop();
  stopRecording();
  vi.useRealTimers();
});

describe('the streaming link: the socket (spec 1 sections 4 and 7)', () => {
  it('opens one socket on the page’s origin, ws or wss after the http scheme', () => {
    expect(streamingUrl('https://murmur.example', { token: null })).toBe(
      'wss://murmur.example/api/v1/streaming?stream=public',
    );
    expect(streamingUrl('http://localhost:8180', { token: 'T0k' })).toBe(
      'ws://localhost:8180/api/v1/streaming?access_token=T0k&stream=user',
    );
    link.start({ token: 'T0k' });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe(
      'wss://murmur.example/api/v1/streaming?access_token=T0k&stream=user',
    );
  });

  it('subscribes to the public streams once open', () => {
    link.start({ token: 'T0k' });
    FakeSocket.latest().serverOpen();
    expect(FakeSocket.latest().sent.map((m) => JSON.parse(m))).toEqual([
      { type: 'subscribe', stream: 'public' },
      { type: 'subscribe', stream: 'public:local' },
    ]);
    expect(link.state).toEqual({ name: 'joined' });
  });

  it('subscribes to a hashtag or list stream while the store holds that timeline, and drops it after', () => {
    link.start({ token: 'T0k' });
    const socket = FakeSocket.latest();
    socket.serverOpen();
    const sent = () => socket.sent.slice(2).map((m) => JSON.parse(m));
    store.timelines.update('tag:Cats', (state) => ({ ...state, loading: true }));
    store.timelines.update('list:12', (state) => ({ ...state, loading: true }));
    store.timelines.update('bubble', (state) => ({ ...state, loading: true }));
    store.timelines.update('tag:Cats', (state) => ({ ...state, ids: ['10'], loading: false }));
    store.timelines.remove('tag:Cats');
    expect(sent()).toEqual([
      { type: 'subscribe', stream: 'hashtag', tag: 'Cats' },
      { type: 'subscribe', stream: 'list', list: '12' },
      { type: 'subscribe', stream: 'public:bubble' },
      { type: 'unsubscribe', stream: 'hashtag', tag: 'Cats' },
    ]);
  });

  it('asks again for every stream after a reconnect; an anonymous socket never asks for a list', () => {
    store.timelines.update('tag:cats', (state) => ({ ...state, ids: ['10'] }));
    store.timelines.update('list:12', (state) => ({ ...state, ids: ['10'] }));
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().serverOpen();
    expect(FakeSocket.latest().sent.map((m) => JSON.parse(m))).toEqual([
      { type: 'subscribe', stream: 'public:local' },
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
    ]);
  });

  it('announces every state change as streaming/state', () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(4001);
    vi.advanceTimersByTime(1000);
    link.stop();
    expect(events.filter((e) => e.type === 'streaming/state')).toEqual([
      { type: 'streaming/state', state: 'connecting' },
      { type: 'streaming/state', state: 'connected' },
      { type: 'streaming/state', state: 'error', closeCode: 4001 },
      { type: 'streaming/state', state: 'reconnecting' },
      { type: 'streaming/state', state: 'disabled' },
    ]);
  });

  it('restarts a broken socket after 1 s, 2 s, 3 s, then about 6 s, 12 s (issue 39)', () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    for (const delay of [1000, 2000, 3000]) {
      const count = FakeSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(count + 1);
      FakeSocket.latest().serverClose(1006);
    }
    // Past the spec's quick restarts the wait doubles, spread by ±25 %.
    for (const delay of [6000, 12_000]) {
      const count = FakeSocket.instances.length;
      vi.advanceTimersByTime(delay * 0.75 - 1);
      expect(FakeSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(delay * 0.5 + 1);
      expect(FakeSocket.instances).toHaveLength(count + 1);
      FakeSocket.latest().serverClose(1006);
    }
  });

  it.each([1000, 1001])('does not restart after close code %i', (code) => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(code);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(link.state).toEqual({ name: 'closed', closeCode: code });
    expect(notices()).toEqual([]);
  });

  it('raises the socket-broke error notice with the close code for 5 s, once per outage', () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(4000);
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().serverClose(1006);
    expect(notices()).toEqual([
      {
        type: 'notice/raised',
        level: 'error',
        messageKey: 'timeline.socket_broke',
        messageArgs: { code: 4000 },
        timeoutMs: 5000,
      },
    ]);
    // The state is announced before the notice that follows from it.
    const stateAt = events.findIndex((e) => e.type === 'streaming/state' && e.state === 'error');
    expect(stateAt).toBeGreaterThan(-1);
    expect(stateAt).toBeLessThan(events.findIndex((e) => e.type === 'notice/raised'));
  });

  it('raises the reconnected success notice on a reopen, not on the initial start', () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    expect(notices()).toEqual([]);
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().serverOpen();
    expect(notices().at(-1)).toEqual({
      type: 'notice/raised',
      level: 'success',
      messageKey: 'timeline.socket_reconnected',
      timeoutMs: 5000,
    });
  });

  it('a deliberate shutdown sends close code 1000 and cancels the restart', () => {
    link.start({ token: null });
    const socket = FakeSocket.latest();
    socket.serverOpen();
    link.stop();
    expect(socket.closedWith?.code).toBe(1000);
    expect(link.state).toEqual({ name: 'disabled' });

    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    link.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('signing in replaces the public socket by the user socket', () => {
    link.start({ token: null });
    const anonymous = FakeSocket.latest();
    anonymous.serverOpen();
    link.start({ token: 'T0k' });
    expect(anonymous.closedWith?.code).toBe(1000);
    expect(FakeSocket.latest().url).toContain('stream=user');
    // The old socket's late close is not taken for a break.
    anonymous.serverClose(1000);
    expect(link.state).toEqual({ name: 'startingInitial' });
  });

  it('pings every 30 s while joined and ignores the pong', () => {
    link.start({ token: null });
    const socket = FakeSocket.latest();
    socket.serverOpen();
    const subscribes = socket.sent.length;
    vi.advanceTimersByTime(29_999);
    expect(socket.sent).toHaveLength(subscribes);
    vi.advanceTimersByTime(1);
    expect(socket.sent.at(-1)).toBe('ping');
    vi.advanceTimersByTime(30_000);
    expect(socket.sent.filter((m) => m === 'ping')).toHaveLength(2);
    socket.serverSend('pong');
    expect(events.filter((e) => e.type === 'streaming/event')).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
    socket.serverClose(1006);
    vi.advanceTimersByTime(30_000);
    expect(socket.sent.filter((m) => m === 'ping')).toHaveLength(2);
  });

  it('silences notifications for the first 10 s after the socket starts', () => {
    const seen: boolean[] = [];
    link.silenced$.subscribe((silenced) => seen.push(silenced));
    expect(link.isSilenced()).toBe(false);
    link.start({ token: 'T0k' });
    expect(link.isSilenced()).toBe(true);
    FakeSocket.latest().serverOpen();
    vi.advanceTimersByTime(9_999);
    expect(link.isSilenced()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(link.isSilenced()).toBe(false);
    expect(seen).toEqual([false, true, false]);
  });

  it('ignores unknown events with a warning', () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverEvent('encrypted_message', { id: '1' });
    expect(events.filter((e) => e.type === 'streaming/event')).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("unknown event 'encrypted_message'"));
  });

  it('passes announcements, their reactions and deletions on to the bus, ids kept as text', () => {
    link.start({ token: 'T0k' });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverEvent('announcement', { id: '1', content: '<p>hi</p>' }, ['user']);
    FakeSocket.latest().serverEvent('announcement.reaction', { name: 'x', count: 2, announcement_id: '1' }, [
      'user',
    ]);
    FakeSocket.latest().serverEvent('announcement.delete', '109876543210987654321', ['user']);
    expect(events.filter((e) => e.type === 'streaming/event')).toEqual([
      {
        type: 'streaming/event',
        event: 'announcement',
        payload: { id: '1', content: '<p>hi</p>' },
        stream: ['user'],
      },
      {
        type: 'streaming/event',
        event: 'announcement.reaction',
        payload: { name: 'x', count: 2, announcement_id: '1' },
        stream: ['user'],
      },
      {
        type: 'streaming/event',
        event: 'announcement.delete',
        payload: '109876543210987654321',
        stream: ['user'],
      },
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('the streaming link: events into the store and onto the bus', () => {
  beforeEach(() => {
    link.start({ token: 'T0k' });
    FakeSocket.latest().serverOpen();
  });

  it('an update from the public stream waits behind the whole network’s ‘show new’', () => {
    showTimeline('publicAndExternal', ['10']);
    showTimeline('public', ['10']);
    FakeSocket.latest().serverEvent('update', statusJson('11'), ['public']);
    expect(store.statuses.get('11')?.content).toContain('post 11');
    expect(store.timelines.get('publicAndExternal').newIds).toEqual(['11']);
    expect(store.timelines.get('public').newIds).toEqual([]);
    expect(events.filter((e) => e.type === 'streaming/event')).toEqual([
      { type: 'streaming/event', event: 'update', payload: statusJson('11'), stream: ['public'] },
    ]);
  });

  it('routes the user stream to home, public:local to the local timeline', () => {
    showTimeline('friends', ['10']);
    showTimeline('public', ['10']);
    showTimeline('dms', ['10']);
    FakeSocket.latest().serverEvent('update', statusJson('12'), ['user']);
    FakeSocket.latest().serverEvent('update', statusJson('13'), ['public:local']);
    FakeSocket.latest().serverEvent('update', statusJson('14', { visibility: 'direct' }), ['user']);
    expect(store.timelines.get('friends').newIds).toEqual(['14', '12']);
    expect(store.timelines.get('public').newIds).toEqual(['13']);
    expect(store.timelines.get('dms').newIds).toEqual(['14']);
  });

  it('a hashtag update goes to that tag’s timeline, whatever the case of the tag in the route', () => {
    showTimeline('tag:Cats', ['10']);
    FakeSocket.latest().serverEvent('update', statusJson('15'), ['hashtag', 'cats']);
    expect(store.timelines.get('tag:Cats').newIds).toEqual(['15']);
  });

  it('an update already shown is not offered again; one for no open timeline is not stored', () => {
    showTimeline('publicAndExternal', ['11', '10']);
    FakeSocket.latest().serverEvent('update', statusJson('11'), ['public']);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual([]);
    FakeSocket.latest().serverEvent('update', statusJson('20'), ['user']);
    expect(store.statuses.has('20')).toBe(false);
    expect(store.timelines.keys()).toEqual(['publicAndExternal']);
  });

  it('a delete removes the status from the store and every timeline', () => {
    showTimeline('publicAndExternal', ['10']);
    FakeSocket.latest().serverEvent('update', statusJson('11'), ['public']);
    FakeSocket.latest().serverSend({ stream: ['public'], event: 'delete', payload: '11' });
    FakeSocket.latest().serverSend({ stream: ['public:local'], event: 'delete', payload: '11' });
    expect(events.filter((e) => e.type === 'status/deleted')).toHaveLength(1);
    expect(store.statuses.has('11')).toBe(false);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual([]);
    expect(events).toContainEqual({ type: 'status/deleted', statusId: '11' });
    expect(events).toContainEqual({
      type: 'streaming/event',
      event: 'delete',
      payload: '11',
      stream: ['public'],
    });
  });

  it('a status.update replaces the held status', () => {
    showTimeline('publicAndExternal', ['10']);
    FakeSocket.latest().serverEvent('update', statusJson('11'), ['public']);
    FakeSocket.latest().serverEvent('status.update', statusJson('11', { content: '<p>edited</p>' }), [
      'public',
    ]);
    expect(store.statuses.get('11')?.content).toContain('edited');
  });

  it('a notification goes into the notifications table', () => {
    FakeSocket.latest().serverEvent(
      'notification',
      {
        id: 'n1',
        type: 'favourite',
        created_at: '2026-01-01T00:00:00.000Z',
        account: { id: 'a2', username: 'bob', acct: 'bob' },
        status: statusJson('10'),
      },
      ['user'],
    );
    expect(store.notifications.get('n1')?.type).toBe('favourite');
    expect(store.statuses.has('10')).toBe(true);
    expect(events.some((e) => e.type === 'streaming/event' && e.event === 'notification')).toBe(true);
  });

  it('filters_changed is passed on to the bus', () => {
    FakeSocket.latest().serverSend({ stream: ['user'], event: 'filters_changed' });
    expect(events.filter((e) => e.type === 'streaming/event')).toEqual([
      { type: 'streaming/event', event: 'filters_changed', payload: undefined, stream: ['user'] },
    ]);
  });
});

describe('the streaming link: polling while down, catching up after (spec 2 section 4)', () => {
  let serverIds: number[];

  beforeEach(() => {
    serverIds = [10, 9, 8];
    server.route(
      '/api/v1/timelines/public',
      timelineAnswer(() => serverIds),
    );
    showTimeline('publicAndExternal', ['10', '9', '8']);
  });

  function pollRequests() {
    return server.requests.filter((url) => url.searchParams.has('since_id'));
  }

  it('polls every 20 s with since_id of the newest id held while the socket is down', async () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    expect(link.polling).toBe(false);
    FakeSocket.latest().serverClose(1006);
    expect(link.polling).toBe(true);
    // Keep the socket refused so the outage lasts.
    const refuse = () => {
      const socket = FakeSocket.latest();
      if (socket.readyState === 0) socket.serverClose(1006);
    };
    await vi.advanceTimersByTimeAsync(0);
    expect(pollRequests().map((url) => url.searchParams.get('since_id'))).toEqual(['10']);

    serverIds = [11, ...serverIds];
    for (let t = 0; t < 20; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      refuse();
    }
    expect(pollRequests().map((url) => url.searchParams.get('since_id'))).toEqual(['10', '10']);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual(['11']);
    expect(store.statuses.has('11')).toBe(true);

    for (let t = 0; t < 20; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      refuse();
    }
    expect(pollRequests().map((url) => url.searchParams.get('since_id'))).toEqual(['10', '10', '11']);
  });

  it('stops polling on reopen', async () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    FakeSocket.latest().serverOpen();
    expect(link.polling).toBe(false);
    const before = pollRequests().length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollRequests()).toHaveLength(before);
  });

  it('after a reconnect fetches what was missed since the newest id, page by page', async () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(0);
    // 25 statuses are posted while the socket is down: more than one page.
    serverIds = [...Array.from({ length: 25 }, (_, i) => 35 - i), ...serverIds];
    await vi.advanceTimersByTimeAsync(1000);
    const askedBefore = server.requests.length;
    FakeSocket.latest().serverOpen();
    await vi.advanceTimersByTimeAsync(0);
    const catchUp = server.requests.slice(askedBefore).filter((url) => url.searchParams.has('min_id'));
    expect(catchUp.map((url) => url.searchParams.get('min_id'))).toEqual(['10', '30']);
    const newIds = store.timelines.get('publicAndExternal').newIds;
    expect(newIds).toHaveLength(25);
    expect(newIds[0]).toBe('35');
    expect(newIds.at(-1)).toBe('11');
  });

  it('the first open catches up once on what was posted since the first page, with no notice', async () => {
    link.start({ token: null });
    serverIds = [11, ...serverIds];
    FakeSocket.latest().serverOpen();
    await vi.advanceTimersByTimeAsync(0);
    const catchUp = server.requests.filter((url) => url.searchParams.has('min_id'));
    expect(catchUp.map((url) => url.searchParams.get('min_id'))).toEqual(['10']);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual(['11']);
  });

  it('catch-up is bounded: at most 5 pages per timeline', async () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(0);
    serverIds = [...Array.from({ length: 300 }, (_, i) => 310 - i), ...serverIds];
    await vi.advanceTimersByTimeAsync(1000);
    const askedBefore = server.requests.length;
    FakeSocket.latest().serverOpen();
    await vi.advanceTimersByTimeAsync(0);
    const catchUp = server.requests.slice(askedBefore).filter((url) => url.searchParams.has('min_id'));
    expect(catchUp.map((url) => url.searchParams.get('min_id'))).toEqual(['10', '30', '50', '70', '90']);
    expect(store.timelines.get('publicAndExternal').newIds).toHaveLength(100);
  });

  it('catch-up starts from the newest id held, including those waiting behind ‘show new’', async () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverEvent('update', statusJson('12'), ['public']);
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    const askedBefore = server.requests.length;
    FakeSocket.latest().serverOpen();
    await vi.advanceTimersByTimeAsync(0);
    const catchUp = server.requests.slice(askedBefore).filter((url) => url.searchParams.has('min_id'));
    expect(catchUp.map((url) => url.searchParams.get('min_id'))).toEqual(['12']);
  });

  it('a failed poll keeps the timeline and tries again after a back-off (issue 39)', async () => {
    server.route('/api/v1/timelines/public', () => {
      throw new Error('boom');
    });
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalled();
    expect(store.timelines.get('publicAndExternal').ids).toEqual(['10', '9', '8']);
    server.route(
      '/api/v1/timelines/public',
      timelineAnswer(() => [11, ...serverIds]),
    );
    // Not at the next 20 s tick: the first failure doubles the wait (30 to 50 s with jitter).
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.timelines.get('publicAndExternal').newIds).toEqual(['11']);
  });

  it('nothing is polled after a deliberate shutdown', async () => {
    link.start({ token: null });
    FakeSocket.latest().serverOpen();
    FakeSocket.latest().serverClose(1006);
    link.stop();
    const before = server.requests.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests.length).toBeLessThanOrEqual(before);
    expect(link.polling).toBe(false);
  });
});
