import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { DEFAULT_WEB_PUSH_ALERTS, enableWebPush, vapidKeyBytes, WebPushError } from './web-push';

const KEY = 'BFXq3ynBPpq8Z2NCFTUxaKrU1-RKQUkUI6fDx8hKQ29d4m7wSVfH-8U_81xaa2R1QH4AVz_6XYLtIT7STs7Lro0';

interface FakeOptions {
  permission?: NotificationPermission;
  secure?: boolean;
  push?: boolean;
  subscribe?: () => Promise<unknown>;
}

function fakeWindow({ permission = 'granted', secure = true, push = true, subscribe }: FakeOptions = {}) {
  const subscription = {
    options: { applicationServerKey: vapidKeyBytes(KEY).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => null),
      subscribe: vi.fn(subscribe ?? (async () => subscription)),
    },
  };
  const win = {
    isSecureContext: secure,
    navigator: { serviceWorker: { getRegistration: vi.fn(async () => registration), register: vi.fn() } },
    Notification: { permission: 'default', requestPermission: vi.fn(async () => permission) },
    ...(push ? { PushManager: class {} } : {}),
  };
  return { win: win as unknown as Window & typeof globalThis, registration };
}

function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  configureApiClient({ baseUrl: 'https://murmur.example', getToken: () => 'T', fetch });
  return fetch;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof WebPushError ? error.reason : `other: ${String(error)}`;
  }
  return 'none';
}

afterEach(() => {
  configureApiClient({ baseUrl: '', getToken: () => null });
});

describe('enableWebPush', () => {
  it('subscribes with the server’s key and posts the subscription with the alerts', async () => {
    const fetch = serverAnswers(200, { id: '12', endpoint: 'https://push.example/1' });
    const { win, registration } = fakeWindow();
    await expect(enableWebPush({ vapidKey: KEY, alerts: DEFAULT_WEB_PUSH_ALERTS, win })).resolves.toBe('12');
    const options = registration.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(Array.from(options[0].applicationServerKey as Uint8Array)).toEqual(Array.from(vapidKeyBytes(KEY)));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://murmur.example/api/v1/push/subscription');
    expect(JSON.parse(String(init.body))).toEqual({
      subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } },
      data: { alerts: DEFAULT_WEB_PUSH_ALERTS, policy: 'all' },
    });
  });

  it('names each refusal', async () => {
    serverAnswers(200, { id: '1' });
    const alerts = DEFAULT_WEB_PUSH_ALERTS;
    expect(
      await refusal(enableWebPush({ vapidKey: KEY, alerts, win: fakeWindow({ push: false }).win })),
    ).toBe('unsupported');
    expect(
      await refusal(enableWebPush({ vapidKey: KEY, alerts, win: fakeWindow({ secure: false }).win })),
    ).toBe('unsupported');
    expect(await refusal(enableWebPush({ vapidKey: null, alerts, win: fakeWindow().win }))).toBe(
      'no_vapid_key',
    );
    expect(
      await refusal(enableWebPush({ vapidKey: KEY, alerts, win: fakeWindow({ permission: 'denied' }).win })),
    ).toBe('permission_denied');
    const blocked = fakeWindow({
      subscribe: async () => {
        throw new DOMException('denied', 'NotAllowedError');
      },
    });
    expect(await refusal(enableWebPush({ vapidKey: KEY, alerts, win: blocked.win }))).toBe(
      'permission_denied',
    );
    const unreachable = fakeWindow({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    expect(await refusal(enableWebPush({ vapidKey: KEY, alerts, win: unreachable.win }))).toBe(
      'push_service',
    );
    serverAnswers(403, { error: 'Web push subscription is disabled on this Pleroma instance' });
    expect(await refusal(enableWebPush({ vapidKey: KEY, alerts, win: fakeWindow().win }))).toBe(
      'disabled_by_server',
    );
    serverAnswers(200, { endpoint: 'no id' });
    expect(await refusal(enableWebPush({ vapidKey: KEY, alerts, win: fakeWindow().win }))).toBe('server');
  });
});
