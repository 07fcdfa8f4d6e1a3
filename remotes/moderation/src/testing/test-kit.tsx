// Helpers for this remote's tests: a fake server behind the page-wide API client, a signed-in
// viewer with a role, and the providers the components need.
import {
  ANONYMOUS,
  configureApiClient,
  EMPTY_INSTANCE,
  type Instance,
  parseAccount,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

export const BASE_URL = 'https://murmur.example';

export interface Reply {
  status?: number;
  body?: unknown;
  /** The reply waits for this before it is sent (to look at the screen while a call is under way). */
  gate?: Promise<void>;
}

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface FakeServer {
  requests: SentRequest[];
  /** Queues the reply to the next `METHOD path` request (e.g. 'PATCH /api/v1/pleroma/admin/reports'). */
  reply(route: string, reply: Reply): void;
}

export function fakeServer(): FakeServer {
  const queues = new Map<string, Reply[]>();
  const requests: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const queued = queues.get(`${method} ${url.pathname}`)?.shift();
    if (queued?.gate) await queued.gate;
    if (!queued) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const text = queued.body === undefined ? '' : JSON.stringify(queued.body);
    return new Response(text, {
      status: queued.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  configureApiClient({ baseUrl: BASE_URL, getToken: () => 'token', fetch: fetchStub as typeof fetch });
  return {
    requests,
    reply(route, reply) {
      const queue = queues.get(route) ?? [];
      queue.push(reply);
      queues.set(route, queue);
    },
  };
}

/** Signs a viewer in with a role, on a Pleroma-API server with the tag policy. */
export function signInAs(role: 'admin' | 'moderator' | 'member', id = 'viewer'): void {
  const viewer = parseAccount(
    accountJson({
      id,
      username: role,
      pleroma: { is_admin: role === 'admin', is_moderator: role === 'moderator' },
    }),
  );
  if (viewer) store.accounts.upsert(viewer);
  const instance: Instance = {
    ...EMPTY_INSTANCE,
    pleroma: {
      ...EMPTY_INSTANCE.pleroma,
      metadata: {
        ...EMPTY_INSTANCE.pleroma.metadata,
        features: ['pleroma_api'],
        federation: { mrf_policies: ['TagPolicy'], enabled: true },
      },
    },
  };
  setInstance(instance);
  session$.next({ kind: 'user', token: 'token', accountId: id });
}

export function signOut(): void {
  session$.next(ANONYMOUS);
  store.reset();
}

export function Providers({ children, path = '/main/all' }: { children: ReactNode; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <IntlProvider locale="en" onError={() => {}}>
        {children}
      </IntlProvider>
    </MemoryRouter>
  );
}

/** A promise to hold a reply back, and the function that lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
