import type { ApiClient, EventBus, Store, StreamingEventName } from '@murmur/shared';
import {
  boundNotifications,
  isAbortError,
  NOTICE_TIMEOUT_MS,
  NOTIFICATION_SILENCE_AFTER_START_MS,
  PING_INTERVAL_MS,
  parseNotification,
  parseStatus,
  statusDeletedHere,
} from '@murmur/shared';
import type { Observable } from 'rxjs';
import { BehaviorSubject } from 'rxjs';
import { catchUpTimeline } from './fetch-newer';
import { TimelinePoller } from './polling';
import type { SocketEffect, SocketInput, SocketState } from './socket-machine';
import { busStreamingState, INITIAL_SOCKET_STATE, SHUTDOWN_CLOSE_CODE, transition } from './socket-machine';
import type { StreamSubscription } from './subscriptions';
import { primaryStream, subscriptionKey, subscriptionMessage, wantedSubscriptions } from './subscriptions';
import { addNewIds, refreshableTimelines, timelineKeysForStream } from './timeline-sources';

// The page's one streaming socket (spec 1 sections 4 and 7). It carries out the effects of the
// state machine in socket-machine.ts: it opens and closes the WebSocket, keeps the timers (restart,
// ping, notification silence), polls while the socket is down, catches up after a reconnect, and
// turns each message into store changes and a 'streaming/event' on the bus.

/** The events the client handles (spec 1 section 7); anything else is ignored with a warning. */
const HANDLED_EVENTS: ReadonlySet<string> = new Set<StreamingEventName>([
  'update',
  'notification',
  'delete',
  'status.update',
  'filters_changed',
  // Akkoma and Mastodon send these on the user stream; the timelines remote's announcements
  // follow them from the bus (nothing of them goes into the store).
  'announcement',
  'announcement.reaction',
  'announcement.delete',
]);

/** What the socket's owner knows of the reader. */
export interface StreamingAuth {
  /** The signed-in user's token; null for an anonymous visitor (public streams only). */
  token: string | null;
}

export interface StreamingLinkDeps {
  bus: EventBus;
  store: Store;
  api: () => ApiClient;
  /** The page's origin ('http://host:port'); the socket goes to the same host over ws or wss. */
  origin?: () => string;
  /** Opens a socket (tests pass a fake). Default: the browser's WebSocket. */
  createSocket?: (url: string) => WebSocket;
  logger?: Pick<Console, 'warn' | 'debug'>;
}

/** `wss://host/api/v1/streaming?...` for an `https://host` page, `ws://` for `http://`. */
export function streamingUrl(origin: string, auth: StreamingAuth): string {
  const url = new URL('/api/v1/streaming', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (auth.token) url.searchParams.set('access_token', auth.token);
  url.searchParams.set('stream', primaryStream(auth.token !== null));
  return url.href;
}

const SOCKET_OPEN = 1;

export class StreamingLink {
  private readonly stateSubject = new BehaviorSubject<SocketState>(INITIAL_SOCKET_STATE);
  private readonly silencedSubject = new BehaviorSubject<boolean>(false);
  private readonly poller: TimelinePoller;
  private auth: StreamingAuth = { token: null };
  private socket: WebSocket | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private catchUpController: AbortController | null = null;
  /** The extra streams the open socket was asked for, by subscriptionKey. */
  private readonly subscribed = new Map<string, StreamSubscription>();
  private stopWatchingTimelines: (() => void) | null = null;

  /** The machine's state; replays the current one. */
  readonly state$: Observable<SocketState> = this.stateSubject.asObservable();
  /**
   * True for NOTIFICATION_SILENCE_AFTER_START_MS after the socket starts: notification sounds and
   * desktop notices stay quiet while the first burst arrives (spec 1 section 4).
   */
  readonly silenced$: Observable<boolean> = this.silencedSubject.asObservable();

  constructor(private readonly deps: StreamingLinkDeps) {
    this.poller = new TimelinePoller({ store: deps.store, api: deps.api, logger: deps.logger });
  }

  get state(): SocketState {
    return this.stateSubject.getValue();
  }

  /** Whether notification sounds and desktop notices are silenced just now. */
  isSilenced(): boolean {
    return this.silencedSubject.getValue();
  }

  /** Whether the timelines are being polled (the socket is down). */
  get polling(): boolean {
    return this.poller.running;
  }

  /** Starts streaming for this reader; a live socket for someone else is shut down first. */
  start(auth: StreamingAuth): void {
    const name = this.state.name;
    if (name !== 'disabled' && name !== 'closed') {
      if (auth.token === this.auth.token) return;
      this.dispatch({ type: 'stop' });
    }
    this.auth = { ...auth };
    this.dispatch({ type: 'start' });
  }

  /** Shuts the socket down on purpose (close code 1000) and stops every timer and fetch. */
  stop(): void {
    this.dispatch({ type: 'stop' });
  }

  private dispatch(input: SocketInput): void {
    const before = this.state;
    const { state, effects } = transition(before, input);
    if (state === before) return;
    this.stateSubject.next(state);
    // The new state is announced first, then its effects (a notice, a poll) follow it.
    if (state.name !== before.name) {
      const closeCode = state.name === 'error' || state.name === 'closed' ? state.closeCode : undefined;
      this.deps.bus.emit({
        type: 'streaming/state',
        state: busStreamingState(state),
        ...(closeCode === undefined ? {} : { closeCode }),
      });
    }
    for (const effect of effects) this.run(effect);
  }

  private run(effect: SocketEffect): void {
    switch (effect.type) {
      case 'connect':
        this.connect();
        return;
      case 'disconnect':
        this.disconnect();
        return;
      case 'scheduleRestart':
        this.clearRestart();
        this.restartTimer = setTimeout(
          () => {
            this.restartTimer = null;
            this.dispatch({ type: 'restartDue' });
          },
          effect.spread ? Math.round(effect.delayMs * (0.75 + Math.random() * 0.5)) : effect.delayMs,
        );
        return;
      case 'cancelRestart':
        this.clearRestart();
        return;
      case 'startPing':
        this.stopPing();
        this.pingTimer = setInterval(() => this.send('ping'), PING_INTERVAL_MS);
        return;
      case 'stopPing':
        this.stopPing();
        return;
      case 'startPolling':
        this.poller.start();
        return;
      case 'stopPolling':
        this.poller.stop();
        return;
      case 'catchUp':
        void this.catchUp();
        return;
      case 'silence':
        if (this.silenceTimer !== null) clearTimeout(this.silenceTimer);
        this.silencedSubject.next(true);
        this.silenceTimer = setTimeout(() => {
          this.silenceTimer = null;
          this.silencedSubject.next(false);
        }, NOTIFICATION_SILENCE_AFTER_START_MS);
        return;
      case 'notice':
        this.deps.bus.emit({
          type: 'notice/raised',
          level: effect.level,
          messageKey: effect.messageKey,
          ...(effect.messageArgs ? { messageArgs: effect.messageArgs } : {}),
          timeoutMs: NOTICE_TIMEOUT_MS,
        });
        return;
    }
  }

  private connect(): void {
    this.detachSocket();
    const origin = this.deps.origin?.() ?? window.location.origin;
    const url = streamingUrl(origin, this.auth);
    const create = this.deps.createSocket ?? ((address: string) => new WebSocket(address));
    let socket: WebSocket;
    try {
      socket = create(url);
    } catch (error) {
      // A malformed address or a blocked scheme: treat it like a refused connection.
      this.log('warn', '[murmur] streaming socket could not be opened', error);
      queueMicrotask(() => this.dispatch({ type: 'closed', code: 1006 }));
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.subscribed.clear();
      this.syncSubscriptions();
      this.stopWatchingTimelines ??= this.deps.store.timelines.subscribe(() => this.syncSubscriptions());
      this.dispatch({ type: 'opened' });
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detachSocket();
      this.dispatch({ type: 'closed', code: event.code });
    };
    socket.onerror = () => {
      // A close event follows with the code; the machine acts on that.
      if (this.socket === socket) this.log('debug', '[murmur] streaming socket error');
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
  }

  /** Deliberate shutdown: close code 1000, and no handler of the old socket runs any more. */
  private disconnect(): void {
    const socket = this.detachSocket();
    this.catchUpController?.abort();
    this.catchUpController = null;
    if (!socket) return;
    try {
      socket.close(SHUTDOWN_CLOSE_CODE, 'client shutdown');
    } catch (error) {
      this.log('debug', '[murmur] closing the streaming socket failed', error);
    }
  }

  private detachSocket(): WebSocket | null {
    const socket = this.socket;
    this.socket = null;
    this.subscribed.clear();
    this.stopWatchingTimelines?.();
    this.stopWatchingTimelines = null;
    if (socket) {
      socket.onopen = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
    }
    return socket;
  }

  /**
   * Asks the open socket for the streams the store's timelines want now (a tag timeline opened:
   * its hashtag stream) and drops those no longer wanted (the tag timeline was left).
   */
  private syncSubscriptions(): void {
    if (this.socket?.readyState !== SOCKET_OPEN) return;
    const wanted = wantedSubscriptions(this.auth.token !== null, this.deps.store.timelines.keys());
    const wantedKeys = new Set(wanted.map(subscriptionKey));
    for (const [key, subscription] of this.subscribed) {
      if (wantedKeys.has(key)) continue;
      this.subscribed.delete(key);
      this.send(subscriptionMessage('unsubscribe', subscription));
    }
    for (const subscription of wanted) {
      const key = subscriptionKey(subscription);
      if (this.subscribed.has(key)) continue;
      this.subscribed.set(key, subscription);
      this.send(subscriptionMessage('subscribe', subscription));
    }
  }

  private send(data: string): void {
    const socket = this.socket;
    if (socket && socket.readyState === SOCKET_OPEN) socket.send(data);
  }

  private clearRestart(): void {
    if (this.restartTimer !== null) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  /** After a reconnect: what was posted while the socket was down, for every timeline held. */
  private async catchUp(): Promise<void> {
    this.catchUpController?.abort();
    const controller = new AbortController();
    this.catchUpController = controller;
    const api = this.deps.api();
    await Promise.all(
      refreshableTimelines(this.deps.store).map(async (key) => {
        try {
          await catchUpTimeline(this.deps.store, api, key, { signal: controller.signal });
        } catch (error) {
          if (!isAbortError(error)) this.log('warn', `[murmur] catching up ${key} failed`, error);
        }
      }),
    );
    if (this.catchUpController === controller) this.catchUpController = null;
  }

  /** One message of the socket: into the store first, then onto the bus. */
  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    if (data === 'pong') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      this.log('warn', '[murmur] streaming: a message that is not JSON was ignored', data);
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { event, payload, stream } = message as { event?: unknown; payload?: unknown; stream?: unknown };
    if (typeof event !== 'string') {
      const type = (message as { type?: unknown }).type;
      if (type === 'pong') return;
      this.log('warn', '[murmur] streaming: a message without an event was ignored', message);
      return;
    }
    if (!HANDLED_EVENTS.has(event)) {
      this.log('warn', `[murmur] streaming: unknown event '${event}' ignored`);
      return;
    }
    const streamNames =
      Array.isArray(stream) && stream.length > 0 && stream.every((s) => typeof s === 'string')
        ? (stream as string[])
        : [primaryStream(this.auth.token !== null)];
    const body = readPayload(event as StreamingEventName, payload);
    this.apply(event as StreamingEventName, body, streamNames);
    this.deps.bus.emit({
      type: 'streaming/event',
      event: event as StreamingEventName,
      payload: body,
      stream: streamNames,
    });
  }

  private apply(event: StreamingEventName, payload: unknown, stream: string[]): void {
    const { store, bus } = this.deps;
    switch (event) {
      case 'update': {
        const status = parseStatus(payload);
        if (!status) return;
        const held = store.timelines.keys();
        // Servers lower-case the tag of a hashtag stream; the timeline keeps it as the route had it.
        const keys = timelineKeysForStream(stream, status).flatMap((key) =>
          held.filter((h) => h === key || (key.startsWith('tag:') && h.toLowerCase() === key.toLowerCase())),
        );
        if (keys.length === 0 && !store.statuses.has(status.id)) return;
        store.statuses.upsert(status);
        for (const key of keys) addNewIds(store, key, [status.id]);
        return;
      }
      case 'status.update': {
        const status = parseStatus(payload);
        if (status && store.statuses.has(status.id)) store.statuses.upsert(status);
        return;
      }
      case 'delete': {
        if (typeof payload !== 'string' || payload === '') return;
        // A deletion comes once per subscribed stream that carried the status: announce it once.
        if (!store.statuses.has(payload)) return;
        // Deleted from this page: its gravestone stays where the post was (spec 3).
        if (statusDeletedHere(payload)) return;
        store.statuses.remove(payload);
        bus.emit({ type: 'status/deleted', statusId: payload });
        return;
      }
      case 'notification': {
        const notification = parseNotification(payload);
        if (!notification) return;
        store.notifications.upsert(notification);
        // Held as a window, like a timeline: a tab open for hours keeps the newest, not all.
        boundNotifications(store);
        return;
      }
      case 'filters_changed':
      case 'announcement':
      case 'announcement.reaction':
      case 'announcement.delete':
        return;
    }
  }

  private log(level: 'warn' | 'debug', ...args: unknown[]): void {
    (this.deps.logger ?? console)[level](...args);
  }
}

/**
 * The payload as the server sends it: a JSON text for statuses and notifications, the bare id for
 * a deletion (kept a string: a long numeric id would lose digits as a number).
 */
function readPayload(event: StreamingEventName, payload: unknown): unknown {
  if (event === 'delete' || event === 'announcement.delete')
    return typeof payload === 'number' ? String(payload) : payload;
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}
