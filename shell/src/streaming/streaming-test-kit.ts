// Helpers for the streaming tests: a fake WebSocket the test drives by hand, a fake server behind
// an API client, and status JSON as a server sends it.
import type { ApiClient, BusEvent, EventBus } from '@murmur/shared';
import { createApiClient } from '@murmur/shared';

export const ORIGIN = 'https://murmur.example';

/** A status as a server sends it, reduced to what the schema needs. */
export function statusJson(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    content: `<p>post ${id}</p>`,
    visibility: 'public',
    account: { id: 'a1', username: 'alice', acct: 'alice' },
    ...overrides,
  };
}

/** A WebSocket the test opens, closes and talks through by hand. */
export class FakeSocket {
  static instances: FakeSocket[] = [];

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  readyState = 0;
  readonly sent: string[] = [];
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The connection ended (the server closed it, or the browser reports a refusal with 1006). */
  serverClose(code: number): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }

  /** A message from the server: an object is sent as JSON. */
  serverSend(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** A Mastodon streaming event: `payload` objects are JSON-encoded into a string, as servers do. */
  serverEvent(event: string, payload: unknown, stream: string[] = ['public']): void {
    this.serverSend({
      stream,
      event,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }
}

export const createFakeSocket = (url: string): WebSocket => new FakeSocket(url) as unknown as WebSocket;

export interface FakeServer {
  api: ApiClient;
  /** Every request URL, in order. */
  requests: URL[];
  /** Answers GETs of `path` with what `answer` returns for the request's URL. */
  route(path: string, answer: (url: URL) => unknown): void;
}

/** An API client whose server is a table of routes; unknown paths answer 404. */
export function fakeServer(): FakeServer {
  const routes = new Map<string, (url: URL) => unknown>();
  const requests: URL[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(url);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = routes.get(url.pathname);
    if (!answer) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(answer(url)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const api = createApiClient({ baseUrl: ORIGIN, getToken: () => null, fetch: fetchStub as typeof fetch });
  return {
    api,
    requests,
    route(path, answer) {
      routes.set(path, answer);
    },
  };
}

/** Records every bus event. */
export function recordBus(bus: EventBus): { events: BusEvent[]; stop: () => void } {
  const events: BusEvent[] = [];
  const subscription = bus.events$.subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

/**
 * A server timeline of numeric ids, newest first, that answers since_id, min_id and limit the way
 * Mastodon does.
 */
export function timelineAnswer(ids: () => number[]): (url: URL) => unknown {
  return (url) => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const since = url.searchParams.get('since_id');
    const min = url.searchParams.get('min_id');
    const all = [...ids()].sort((a, b) => b - a);
    if (min !== null) {
      const newer = all
        .filter((id) => id > Number(min))
        .reverse()
        .slice(0, limit)
        .reverse();
      return newer.map((id) => statusJson(String(id)));
    }
    const newer = since === null ? all : all.filter((id) => id > Number(since));
    return newer.slice(0, limit).map((id) => statusJson(String(id)));
  };
}
