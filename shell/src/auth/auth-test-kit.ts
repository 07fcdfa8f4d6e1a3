// Test helpers for the auth and OAuth code: a scripted fake server behind a real API client.
import type { ApiClient } from '@murmur/shared';
import {
  configureApiClient,
  createApiClient,
  getApiClient,
  instance$,
  NO_CAPABILITIES,
  sessionToken,
} from '@murmur/shared';
import type { OAuthContext } from '../oauth/oauth-client';
import type { OAuthStorage } from '../oauth/oauth-storage';
import { createOAuthStorage, setOAuthStorage } from '../oauth/oauth-storage';

export const SERVER = 'https://social.example';
export const CLIENT = 'https://murmur.example';

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | null;
}

/** A reply: a status and a JSON body, or 'network' for a request that never gets an answer. */
export type FakeReply = { status: number; body?: unknown } | 'network';
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** Answers `METHOD /path` with a handler (the latest wins). */
  on(route: string, handler: FakeHandler | FakeReply): void;
  fetch: typeof fetch;
  requestsTo(route: string): RecordedRequest[];
}

export function createFakeServer(): FakeServer {
  const handlers = new Map<string, FakeHandler>();
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const raw = typeof init?.body === 'string' ? init.body : '';
    // A JSON body is recorded like a form (its values as text), so tests read both alike.
    const form = headers.get('Content-Type')?.startsWith('application/json')
      ? Object.fromEntries(
          Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : Object.fromEntries(new URLSearchParams(raw));
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      form,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const reply: FakeReply = handler ? await handler(request) : { status: 404, body: { error: 'Not found' } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    requests,
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    fetch: fetchImpl as typeof fetch,
    requestsTo(route) {
      const [method, path] = route.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}

/** In-memory storage standing in for localStorage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

export interface TestContext extends OAuthContext {
  server: FakeServer;
  api: ApiClient;
  storage: OAuthStorage;
  localStore: Storage;
}

/** An OAuth context over a fake server and in-memory storage; the token comes from `session$`. */
export function createTestContext(): TestContext {
  // The test server is a Pleroma-API one (it is offered the `admin` scope); tests of other servers
  // change the capabilities themselves.
  instance$.next({ ...instance$.getValue(), capabilities: { ...NO_CAPABILITIES, pleromaApi: true } });
  const server = createFakeServer();
  const localStore = memoryStorage();
  return {
    server,
    localStore,
    api: createApiClient({ baseUrl: SERVER, getToken: sessionToken, fetch: server.fetch }),
    storage: createOAuthStorage(localStore),
    clientOrigin: CLIENT,
  };
}

export const ALICE = {
  id: '9zAlice',
  username: 'alice',
  acct: 'alice',
  display_name: 'Alice Liddell',
  note: '',
  url: `${SERVER}/users/alice`,
  avatar: `${SERVER}/a.png`,
  header: `${SERVER}/h.png`,
  emojis: [],
  fields: [],
  created_at: '2024-01-01T00:00:00.000Z',
};

/** The usual happy server: registers apps, grants tokens to alice, verifies them. */
export function serveHappyPath(server: FakeServer): void {
  let apps = 0;
  server.on('POST /api/v1/apps', () => {
    apps += 1;
    return { status: 200, body: { client_id: `client-${apps}`, client_secret: `secret-${apps}` } };
  });
  server.on('POST /oauth/token', (r) =>
    r.form.grant_type === 'password' && r.form.password !== 'murmur-demo'
      ? { status: 400, body: { error: 'Invalid credentials' } }
      : { status: 200, body: { access_token: 'user-token', token_type: 'Bearer' } },
  );
  server.on('GET /api/v1/accounts/verify_credentials', (r) =>
    r.authorization === 'Bearer user-token'
      ? { status: 200, body: ALICE }
      : { status: 401, body: { error: 'The access token is invalid' } },
  );
  server.on('POST /oauth/revoke', { status: 200, body: {} });
}

/**
 * Points the page-wide API client and OAuth storage at a fake server (for components, which use
 * the page's context). Returns the context the page now uses.
 */
export function installPageTestContext(): TestContext {
  const ctx = createTestContext();
  configureApiClient({ baseUrl: SERVER, getToken: sessionToken, fetch: ctx.server.fetch });
  setOAuthStorage(ctx.storage);
  return { ...ctx, api: getApiClient(), clientOrigin: window.location.origin };
}

/** Undoes installPageTestContext. */
export function uninstallPageTestContext(): void {
  configureApiClient({ baseUrl: '', getToken: () => null });
  setOAuthStorage(null);
}
