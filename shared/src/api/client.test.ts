import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  configureApiClient,
  createApiClient,
  EARLY_REQUEST_TTL_MS,
  flattenParams,
  getApiClient,
  REQUEST_TIMEOUT_MS,
} from './client';
import { ApiError, InvalidResponseError, isAbortError, NetworkError } from './errors';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function header(call: Call | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

describe('createApiClient', () => {
  it('sends the bearer token to its own server and reads JSON with the Link header', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json([{ id: '1' }], 200, { Link: '<https://e.social/api/v1/timelines/home?max_id=1>; rel="next"' }),
    );
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => 'TOKEN', fetch });
    const reply = await client.get('/api/v1/timelines/home', { query: { limit: 20, local: true } });
    expect(calls[0]?.url).toBe('https://e.social/api/v1/timelines/home?limit=20&local=true');
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[0], 'Authorization')).toBe('Bearer TOKEN');
    expect(reply).toEqual({ data: [{ id: '1' }], status: 200, links: { next: { max_id: '1' } } });
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    await client.get('/api/v1/instance');
    expect(header(calls[0], 'Authorization')).toBeNull();
  });

  it('never sends the token to another origin', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => 'TOKEN', fetch });
    await client.get('https://evil.example/api/v1/instance');
    await client.get('http://e.social/api/v1/instance');
    await client.get('//evil.example/steal');
    expect(calls.map((c) => header(c, 'Authorization'))).toEqual([null, null, null]);
    expect(calls[2]?.url).toBe('https://evil.example/steal');
  });

  it('asks the token getter on every request (sign-in after start-up)', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    let token: string | null = null;
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => token, fetch });
    await client.get('/a');
    token = 'LATER';
    await client.get('/b');
    expect(calls.map((c) => header(c, 'Authorization'))).toEqual([null, 'Bearer LATER']);
  });

  it('keeps a base path prefix (a server under a sub-path)', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = createApiClient({ baseUrl: 'https://e.social/social', getToken: () => null, fetch });
    await client.get('/api/v1/instance');
    expect(calls[0]?.url).toBe('https://e.social/social/api/v1/instance');
  });

  it('sends JSON bodies as application/json', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    await client.post('/api/v1/accounts', { json: { nickname: 'n', agreement: true } });
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"nickname":"n","agreement":true}');
  });

  it('sends forms URL-encoded with arrays as key[] and nested keys in brackets', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 's' }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    await client.post('/api/v1/statuses', {
      form: {
        status: 'hi & bye',
        media_ids: ['1', '2'],
        poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
        in_reply_to_id: undefined,
        spoiler_text: null,
      },
      idempotencyKey: '1700000000000',
    });
    expect(header(calls[0], 'Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(header(calls[0], 'Idempotency-Key')).toBe('1700000000000');
    const body = new URLSearchParams(String(calls[0]?.init.body));
    expect([...body]).toEqual([
      ['status', 'hi & bye'],
      ['media_ids[]', '1'],
      ['media_ids[]', '2'],
      ['poll[options][]', 'a'],
      ['poll[options][]', 'b'],
      ['poll[expires_in]', '600'],
      ['poll[multiple]', 'false'],
    ]);
  });

  it('passes FormData through without setting a content type', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 'm' }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    const form = new FormData();
    form.append('description', 'a cat');
    await client.post('/api/v1/media', { body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'Content-Type')).toBeNull();
  });

  it('sends query arrays as key[]', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    await client.get('/api/v1/accounts/relationships', { query: { id: ['1', '2'], skip: undefined } });
    expect(calls[0]?.url).toBe('https://e.social/api/v1/accounts/relationships?id%5B%5D=1&id%5B%5D=2');
  });

  it('parses the reply with a schema when given one', async () => {
    const { fetch } = fakeFetch(() => json({ n: '5' }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    const reply = await client.get('/x', { schema: z.object({ n: z.coerce.number() }) });
    expect(reply.data).toEqual({ n: 5 });
  });

  it('gives the body as text when asked (static HTML pages)', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('<p>Terms</p>', { status: 200 }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    const reply = await client.get<string>('/static/terms-of-service.html', { responseType: 'text' });
    expect(reply.data).toBe('<p>Terms</p>');
    expect(header(calls[0], 'Accept')).toBe('*/*');
  });

  it('gives undefined data for an empty 2xx reply (204)', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    const reply = await client.post('/auth/password', { query: { email: 'a@b.c' } });
    expect(reply).toEqual({ data: undefined, status: 204, links: {} });
  });
});

describe('errors', () => {
  const clientFor = (response: () => Response) =>
    createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch: fakeFetch(response).fetch });

  it.each([
    [429, 'You are rate limited'],
    [500, 'Internal Server Error'],
    [503, 'The backend is not available'],
    [404, 'Unexpected status: 404'],
    [502, 'Unexpected status: 502'],
  ])('a %i reply is an ApiError with the message %j', async (status, message) => {
    const error = await clientFor(() => new Response('<html>oops</html>', { status }))
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, body: '<html>oops</html>' });
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('keeps the server error text and identifier as received', async () => {
    const error = (await clientFor(() =>
      json({ error: 'Invalid credentials', identifier: 'password_reset_required' }, 403),
    )
      .post('/oauth/token')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Unexpected status: 403');
    expect(error.serverMessage).toBe('Invalid credentials');
    expect(error.code).toBe('password_reset_required');
    expect(error.displayMessage).toBe('Invalid credentials');
    expect(error.body).toEqual({ error: 'Invalid credentials', identifier: 'password_reset_required' });
  });

  it('shows an OAuth error’s sentence rather than its code', async () => {
    const error = (await clientFor(() =>
      json({ error: 'unsupported_grant_type', error_description: 'Sign in on the server’s own page.' }, 400),
    )
      .post('/oauth/token')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Sign in on the server’s own page.');
  });

  it('a fetch that rejects is a NetworkError', async () => {
    const client = createApiClient({
      baseUrl: 'https://e.social',
      getToken: () => null,
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('an aborted request rejects with the AbortError, not a NetworkError', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: 'https://e.social',
      getToken: () => null,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as unknown as typeof fetch,
    });
    const pending = client.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('malformed JSON on a 2xx is an InvalidResponseError (an ApiError)', async () => {
    const error = await clientFor(() => new Response('{"id": ', { status: 200 }))
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, body: '{"id": ' });
  });

  it('a 2xx reply the schema rejects is an InvalidResponseError', async () => {
    const error = await clientFor(() => json({ id: 1 }))
      .get('/x', { schema: z.object({ id: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toContain('id');
  });
});

describe('the page-wide client', () => {
  afterEach(() => configureApiClient({ baseUrl: '', getToken: () => null }));

  it('is one object that follows later configuration', async () => {
    const client = getApiClient();
    const { fetch, calls } = fakeFetch(() => json({}));
    configureApiClient({ baseUrl: 'https://configured.example', getToken: () => 'T', fetch });
    expect(getApiClient()).toBe(client);
    await client.get('/api/v1/instance');
    expect(calls[0]?.url).toBe('https://configured.example/api/v1/instance');
    expect(header(calls[0], 'Authorization')).toBe('Bearer T');
  });

  it('defaults to the page origin without a token', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    configureApiClient({ baseUrl: '', getToken: () => null, fetch });
    await getApiClient().get('/api/v1/instance');
    expect(calls[0]?.url).toBe(`${window.location.origin}/api/v1/instance`);
    expect(header(calls[0], 'Authorization')).toBeNull();
  });
});

describe('flattenParams', () => {
  it('flattens nested objects and arrays Rails-style, skipping null and undefined', () => {
    expect(flattenParams({ a: [1, null, 2], b: { c: true, d: undefined }, e: 'x' })).toEqual([
      ['a[]', '1'],
      ['a[]', '2'],
      ['b[c]', 'true'],
      ['e', 'x'],
    ]);
  });
});

describe('every request has a deadline', () => {
  it('gives up on a server that never answers with a connection error, not a spinner forever', async () => {
    vi.useFakeTimers();
    try {
      const never: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const client = createApiClient({ baseUrl: 'https://slow.example', getToken: () => null, fetch: never });
      const pending = client.get('/api/v1/timelines/public');
      const outcome = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      const error = await outcome;
      expect(error).toBeInstanceOf(NetworkError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still reads a caller’s abort as an abort', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const client = createApiClient({ baseUrl: 'https://slow.example', getToken: () => null, fetch: never });
    const controller = new AbortController();
    const pending = client.get('/x', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});

describe('requests that carry the token', () => {
  it('are waited for before logout revokes it', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = (() =>
      new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => 'token', fetch });
    await client.tokenRequestsSettled?.(10);
    const pending = client.get('/api/v1/timelines/home');
    let settled = false;
    const waiting = client.tokenRequestsSettled?.(60_000).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await pending;
    await waiting;
    expect(settled).toBe(true);
  });
});

describe('an early request (prefetch) is taken over by the first identical GET', () => {
  it('sends one request for the page, with the token given, and hands its answer over once', async () => {
    const { fetch, calls } = fakeFetch(() => json([{ id: '1' }], 200, { Link: '</x?max_id=1>; rel="next"' }));
    let token: string | null = null;
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => token, fetch });
    client.prefetch?.('/api/v1/timelines/home', { query: { limit: 20 }, token: 'TOKEN' });
    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'Authorization')).toBe('Bearer TOKEN');
    token = 'TOKEN';
    const reply = await client.get('/api/v1/timelines/home', { query: { limit: 20 } });
    expect(reply.data).toEqual([{ id: '1' }]);
    expect(reply.links.next).toEqual({ max_id: '1' });
    expect(calls).toHaveLength(1);
    // Taken once: the next identical GET asks the server.
    await client.get('/api/v1/timelines/home', { query: { limit: 20 } });
    expect(calls).toHaveLength(2);
  });

  it('hands a request sent by other means (adopt) to the first identical GET without a token, once', async () => {
    const { fetch, calls } = fakeFetch(() => json({ title: 'asked again' }));
    let token: string | null = 'TOKEN';
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => token, fetch });
    client.adopt?.('/api/v2/instance', Promise.resolve(json({ title: 'sent early' })));
    client.adopt?.('https://elsewhere.example/api/v2/instance', Promise.resolve(json({ title: 'x' })));
    // A GET with a token does not take it.
    expect((await client.get<{ title: string }>('/api/v2/instance')).data.title).toBe('asked again');
    token = null;
    expect((await client.get<{ title: string }>('/api/v2/instance')).data.title).toBe('sent early');
    expect((await client.get<{ title: string }>('/api/v2/instance')).data.title).toBe('asked again');
    expect(calls).toHaveLength(2);
  });

  it('a GET with its own token (before the session holds one) sends it, and takes what was adopted with it', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 'asked' }));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    const path = '/api/v1/accounts/verify_credentials';
    client.adopt?.(path, Promise.resolve(json({ id: 'early' })), 'STORED');
    // Another token, or none, does not take it.
    expect((await client.get<{ id: string }>(path, { token: 'OTHER' })).data.id).toBe('asked');
    expect(header(calls[0], 'Authorization')).toBe('Bearer OTHER');
    expect((await client.get<{ id: string }>(path)).data.id).toBe('asked');
    expect((await client.get<{ id: string }>(path, { token: 'STORED' })).data.id).toBe('early');
    expect(calls).toHaveLength(2);
    // Never to another origin.
    await client.get('https://elsewhere.example/x', { token: 'STORED' });
    expect(header(calls[2], 'Authorization')).toBeNull();
  });

  it('is not handed to a GET with another address or another token', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => 'OTHER', fetch });
    client.prefetch?.('/api/v1/timelines/home', { query: { limit: 20 }, token: 'TOKEN' });
    await client.get('/api/v1/timelines/home', { query: { limit: 20 } });
    await client.get('/api/v1/timelines/home', { query: { limit: 40 } });
    expect(calls).toHaveLength(3);
    expect(calls.slice(1).map((c) => header(c, 'Authorization'))).toEqual(['Bearer OTHER', 'Bearer OTHER']);
  });

  it('a failed early request is asked again by its taker; an error answer is handed over as it is', async () => {
    let attempt = 0;
    const { fetch, calls } = fakeFetch(() => {
      attempt++;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return attempt === 3 ? json({ error: 'busy' }, 503) : json([{ id: '2' }]);
    });
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    client.prefetch?.('/api/v1/timelines/public', { query: { limit: 20 } });
    expect((await client.get('/api/v1/timelines/public', { query: { limit: 20 } })).data).toEqual([
      { id: '2' },
    ]);
    client.prefetch?.('/api/v1/timelines/public', { query: { limit: 20 } });
    await expect(client.get('/api/v1/timelines/public', { query: { limit: 20 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(3);
  });

  it('an answer nobody takes in time is dropped', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, calls } = fakeFetch(() => json([]));
      const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
      client.prefetch?.('/api/v1/timelines/public');
      vi.advanceTimersByTime(EARLY_REQUEST_TTL_MS + 1);
      await client.get('/api/v1/timelines/public');
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a caller that gives up while the early answer is on its way reads an abort', async () => {
    const { fetch } = fakeFetch(() => new Promise<Response>(() => undefined));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    client.prefetch?.('/api/v1/timelines/public');
    const controller = new AbortController();
    const reply = client.get('/api/v1/timelines/public', { signal: controller.signal });
    controller.abort();
    await expect(reply).rejects.toSatisfy(isAbortError);
  });

  it('never sends anything to another server', () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
    client.prefetch?.('https://elsewhere.example/api/v1/timelines/public', { token: 'TOKEN' });
    expect(calls).toHaveLength(0);
  });
});
