import { configureApiClient, flattenParams, type Params } from '@murmur/shared';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** The reply waits for this (to look at the screen while the call runs). */
  gate?: Promise<void>;
}

export interface SentRequest {
  method: string;
  path: string;
  /** The body's fields as `key[]`-style pairs, whether it was sent as JSON or as a form. */
  form: URLSearchParams | null;
  /** The JSON body as sent, or null when the body was not JSON. */
  json: unknown;
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
    const headers = new Headers(init?.headers);
    const isJson = headers.get('Content-Type')?.startsWith('application/json') ?? false;
    const json: unknown = isJson && typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const form =
      typeof init?.body !== 'string'
        ? null
        : isJson
          ? new URLSearchParams(flattenParams((json ?? {}) as Params))
          : new URLSearchParams(init.body);
    requests.push({
      method,
      path: url.pathname,
      form,
      json,
      headers,
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
