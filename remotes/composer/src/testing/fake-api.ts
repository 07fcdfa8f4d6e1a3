import { configureApiClient } from '@murmur/shared';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** The reply waits for this (to look at the screen while the call runs). */
  gate?: Promise<void>;
}

export interface SentRequest {
  method: string;
  path: string;
  form: URLSearchParams | null;
  headers: Headers;
  /** The signal the request was sent with (the API client's, which follows the caller's). */
  signal: AbortSignal | null;
}

/** Answers the API client's requests from queued replies, per 'METHOD /path'. */
export function fakeApi() {
  const queues = new Map<string, FakeReply[]>();
  const requests: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : null;
    requests.push({
      method,
      path: url.pathname,
      form,
      headers: new Headers(init?.headers),
      signal: init?.signal ?? null,
    });
    const queued = queues.get(`${method} ${url.pathname}`)?.shift();
    if (queued?.gate) await queued.gate;
    if (!queued) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(queued.body === undefined ? '' : JSON.stringify(queued.body), {
      status: queued.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  configureApiClient({
    baseUrl: 'https://murmur.example',
    getToken: () => 'token',
    fetch: fetchStub as typeof fetch,
  });
  return {
    requests,
    reply(route: string, reply: FakeReply) {
      const queue = queues.get(route) ?? [];
      queue.push(reply);
      queues.set(route, queue);
    },
  };
}
