// Helpers for the registration and password-reset tests: a fake server behind the page-wide API
// client, an instance with chosen registration flags, and a router holding the page under test.
import type { Instance, NodeInfo } from '@murmur/shared';
import { configureApiClient, EMPTY_INSTANCE, parseNodeInfo, setInstance } from '@murmur/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const BASE_URL = 'https://murmur.example';

export interface Reply {
  status?: number;
  body?: unknown;
  /** Rejects the request as a network failure. */
  networkError?: boolean;
  /** The reply waits for this before it is sent (to look at the page while pending). */
  gate?: Promise<void>;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
  json(): unknown;
}

export interface FakeServer {
  requests: RecordedRequest[];
  /** Queues the reply to the next request `METHOD /path`. */
  reply(route: string, reply: Reply): void;
  /** The requests made to `METHOD /path`. */
  to(route: string): RecordedRequest[];
}

export function fakeServer(): FakeServer {
  const queues = new Map<string, Reply[]>();
  const requests: RecordedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : null;
    requests.push({
      method,
      url,
      headers: new Headers(init?.headers),
      body,
      json: () => (body ? (JSON.parse(body) as unknown) : undefined),
    });
    const queued = queues.get(`${method} ${url.pathname}`)?.shift();
    if (queued?.gate) await queued.gate;
    if (queued?.networkError) throw new TypeError('Failed to fetch');
    if (!queued) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const status = queued.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(queued.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  configureApiClient({ baseUrl: BASE_URL, getToken: () => null, fetch: fetchStub as typeof fetch });
  return {
    requests,
    reply(route, reply) {
      const queue = queues.get(route) ?? [];
      queue.push(reply);
      queues.set(route, queue);
    },
    to: (route) => requests.filter((r) => `${r.method} ${r.url.pathname}` === route),
  };
}

/** Publishes an instance with the given registration flags and mailer. */
export function publishTestInstance(
  options: {
    registrations?: boolean;
    approvalRequired?: boolean;
    activationRequired?: boolean;
    mailer?: boolean;
    languages?: string[];
  } = {},
): void {
  const instance: Instance = {
    ...EMPTY_INSTANCE,
    registrations: options.registrations ?? true,
    approval_required: options.approvalRequired ?? false,
    languages: options.languages ?? [],
    pleroma: {
      ...EMPTY_INSTANCE.pleroma,
      metadata: {
        ...EMPTY_INSTANCE.pleroma.metadata,
        account_activation_required: options.activationRequired ?? false,
      },
    },
  };
  const nodeinfo: NodeInfo | null = parseNodeInfo({
    openRegistrations: options.registrations ?? true,
    metadata: { mailerEnabled: options.mailer ?? true },
  });
  setInstance(instance, nodeinfo);
}

/** Renders `element` at `path` inside a memory router that also knows the places it may go. */
export function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  const landing = (name: string) => <p data-testid="landed">{name}</p>;
  const router = createMemoryRouter(
    [
      ...routes,
      { path: '/', element: landing('root') },
      { path: '/main/friends', element: landing('friends') },
      { path: '/registration-request-sent', element: landing('registration-request-sent') },
      { path: '/awaiting-email-confirmation', element: landing('awaiting-email-confirmation') },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { ...view, router };
}
