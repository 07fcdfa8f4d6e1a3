// Helpers for the timeline tests: a fake server behind the page-wide API client, a tiny stand-in
// for the composer's Status behind the 'composer/Status' slot, and a recorder of bus events.
import type { BusEvent, StatusProps } from '@murmur/shared';
import { bus, configureApiClient, setModuleLoader, store } from '@murmur/shared';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

export const BASE_URL = 'https://murmur.example';

/** A status as a server sends it, reduced to what the schema needs. */
export function statusJson(id: string): Record<string, unknown> {
  return {
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    content: `<p>post ${id}</p>`,
    account: { id: 'a1', username: 'alice', acct: 'alice' },
  };
}

/** `count` statuses with descending numeric ids starting at `from`. */
export function statusesFrom(from: number, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => statusJson(String(from - i)));
}

export interface Reply {
  status?: number;
  body?: unknown;
  link?: string;
  /** The reply waits for this before it is sent (to act while a request is under way). */
  gate?: Promise<void>;
}

export interface FakeServer {
  /** Every request URL, in order. */
  requests: URL[];
  /** Queues the reply to the next request whose path is `path`. */
  reply(path: string, reply: Reply): void;
  /** Replies that were queued but never asked for. */
  pending(): number;
}

/** Points the page-wide API client at a fake server answering queued replies by path. */
export function fakeServer(): FakeServer {
  const queues = new Map<string, Reply[]>();
  const requests: URL[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(url);
    const queued = queues.get(url.pathname)?.shift();
    if (queued?.gate) await queued.gate;
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (!queued) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (queued.link) headers.set('Link', queued.link);
    return new Response(JSON.stringify(queued.body ?? []), { status: queued.status ?? 200, headers });
  };
  configureApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch: fetchStub as typeof fetch });
  return {
    requests,
    reply(path, reply) {
      const queue = queues.get(path) ?? [];
      queue.push(reply);
      queues.set(path, queue);
    },
    pending: () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
  };
}

/** A Link header whose next page starts below `maxId`. */
export function nextLink(path: string, maxId: string): string {
  return `<${BASE_URL}${path}?max_id=${maxId}>; rel="next", <${BASE_URL}${path}?min_id=999>; rel="prev"`;
}

/** Stands in for the composer's Status: an article carrying the feed position it was given. */
function StatusStub({ statusId, posInSet, setSize }: StatusProps) {
  const status = store.statuses.get(statusId);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA feed pattern makes each article focusable
    <article aria-posinset={posInSet} aria-setsize={setSize} tabIndex={0} data-status-id={statusId}>
      {status ? `post ${status.id}` : `missing ${statusId}`}
    </article>
  );
}

export function installStatusStub(): void {
  setModuleLoader(async (id) => {
    if (id !== 'composer/Status') throw new Error(`unexpected module ${id}`);
    return { default: StatusStub };
  });
}

/** Records the events emitted on the page's bus; call the returned function to stop. */
export function recordBus(): { events: BusEvent[]; stop: () => void } {
  const events: BusEvent[] = [];
  const subscription = bus.events$.subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

export function WithIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <MemoryRouter>{children}</MemoryRouter>
    </IntlProvider>
  );
}
