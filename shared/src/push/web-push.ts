import { getApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { clearPushDisplaySettings } from './push-settings';

/** The service worker the shell serves (spec 1 section 7: /sw-{ext}.js); it shows the pushes. */
export const PUSH_SERVICE_WORKER_PATH = '/sw-pleroma.js';

/** The alerts a reader may pick, as the server names them (Mastodon's API, Akkoma's reactions). */
export const WEB_PUSH_ALERTS = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'move',
  'pleroma:emoji_reaction',
] as const;
export type WebPushAlert = (typeof WEB_PUSH_ALERTS)[number];
export type WebPushAlerts = Record<WebPushAlert, boolean>;

export const DEFAULT_WEB_PUSH_ALERTS: WebPushAlerts = Object.freeze({
  follow: true,
  follow_request: true,
  favourite: true,
  reblog: true,
  mention: true,
  poll: true,
  move: true,
  'pleroma:emoji_reaction': true,
});

/**
 * Why web push could not be turned on: the browser has none (`unsupported`), the reader or the
 * browser refused the permission (`permission_denied`), the instance has no VAPID key
 * (`no_vapid_key`: 'VAPID public key is not found'), the server refuses subscriptions
 * (`disabled_by_server`: 'Web Push is disabled in config'), the browser's push service could not
 * be reached (`push_service`), or the server failed otherwise (`server`, with its words).
 */
export type WebPushRefusal =
  | 'unsupported'
  | 'permission_denied'
  | 'no_vapid_key'
  | 'disabled_by_server'
  | 'push_service'
  | 'server';

export class WebPushError extends Error {
  override name = 'WebPushError';
  constructor(
    readonly reason: WebPushRefusal,
    /** The server's or the browser's own words, when it gave some. */
    readonly detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** Whether this browser can receive web push at all (a secure page, a service worker, a push manager). */
export function browserHasWebPush(win: Window & typeof globalThis = window): boolean {
  return (
    Boolean(win.isSecureContext) &&
    'serviceWorker' in win.navigator &&
    'PushManager' in win &&
    'Notification' in win
  );
}

/** A VAPID key as the server gives it (base64url, RFC 8292) as the bytes PushManager wants. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The page's service worker registration, registering it when the start-up did not (yet). */
async function pushRegistration(win: Window & typeof globalThis): Promise<ServiceWorkerRegistration> {
  const container = win.navigator.serviceWorker;
  const existing = await container.getRegistration('/');
  if (existing) return existing;
  return container.register(PUSH_SERVICE_WORKER_PATH);
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

function refusalOfServer(error: unknown): WebPushError {
  if (error instanceof ApiError) {
    // Akkoma refuses with 403 when push is switched off (`restrict_push_enabled`); a server
    // without the push API answers 404 or 501.
    if (error.status === 403 || error.status === 404 || error.status === 501) {
      return new WebPushError('disabled_by_server', error.serverMessage);
    }
    return new WebPushError('server', error.displayMessage);
  }
  return new WebPushError('server', error instanceof Error ? error.message : undefined);
}

export interface EnableWebPushOptions {
  /** The instance's VAPID public key (`pleroma.vapid_public_key`, v2's `configuration.vapid`). */
  vapidKey: string | null | undefined;
  alerts: WebPushAlerts;
  win?: Window & typeof globalThis;
}

/**
 * Turns web push on (spec 1 section 7): asks the browser's permission, subscribes through the
 * service worker's PushManager with the server's VAPID key, and posts the subscription with the
 * alerts to `POST /api/v1/push/subscription`. Resolves with the server's subscription id; rejects
 * with a `WebPushError` saying why not.
 */
export async function enableWebPush({
  vapidKey,
  alerts,
  win = window,
}: EnableWebPushOptions): Promise<string> {
  if (!browserHasWebPush(win)) throw new WebPushError('unsupported');
  if (!vapidKey) throw new WebPushError('no_vapid_key');
  const permission =
    win.Notification.permission === 'granted' ? 'granted' : await win.Notification.requestPermission();
  if (permission !== 'granted') throw new WebPushError('permission_denied');
  const key = vapidKeyBytes(vapidKey);
  let subscription: PushSubscription;
  try {
    const registration = await pushRegistration(win);
    const existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server changed it) cannot be used: replace it.
    if (existing && !sameKey(existing, key)) await existing.unsubscribe();
    subscription =
      existing && sameKey(existing, key)
        ? existing
        : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      throw new WebPushError('permission_denied');
    }
    throw new WebPushError('push_service', error instanceof Error ? error.message : undefined);
  }
  let reply: { data: unknown };
  try {
    reply = await getApiClient().post<unknown>('/api/v1/push/subscription', {
      json: { subscription: subscription.toJSON(), data: { alerts, policy: 'all' } },
    });
  } catch (error) {
    throw refusalOfServer(error);
  }
  const id = (reply.data as { id?: unknown } | null)?.id;
  // The spec: the reply must carry an id, or the subscription was not made.
  if (typeof id !== 'string' && typeof id !== 'number') throw new WebPushError('server');
  return String(id);
}

/** Changes the alerts of the server's subscription (`PUT /api/v1/push/subscription`). */
export async function updateWebPushAlerts(alerts: WebPushAlerts): Promise<void> {
  try {
    await getApiClient().put('/api/v1/push/subscription', { json: { data: { alerts } } });
  } catch (error) {
    throw refusalOfServer(error);
  }
}

/** The alerts of the server's subscription for this token, or null when there is none. */
export async function readWebPushAlerts(): Promise<Partial<WebPushAlerts> | null> {
  try {
    const reply = await getApiClient().get<{ alerts?: Record<string, unknown> }>('/api/v1/push/subscription');
    const alerts = reply.data?.alerts ?? {};
    const out: Partial<WebPushAlerts> = {};
    for (const name of WEB_PUSH_ALERTS)
      if (typeof alerts[name] === 'boolean') out[name] = alerts[name] as boolean;
    return out;
  } catch {
    return null;
  }
}

/**
 * Turns web push off: deletes the server's subscription (`DELETE /api/v1/push/subscription`),
 * the browser's, and the worker's settings. The server's refusal is reported; the browser's part
 * is done all the same, so nothing is delivered to this browser any more.
 */
export async function disableWebPush(win: Window & typeof globalThis = window): Promise<void> {
  let failure: unknown = null;
  try {
    await getApiClient().delete('/api/v1/push/subscription');
  } catch (error) {
    failure = error;
  }
  if (browserHasWebPush(win)) {
    try {
      const registration = await win.navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      await subscription?.unsubscribe();
    } catch (error) {
      console.warn('[murmur] the browser kept its push subscription', error);
    }
  }
  await clearPushDisplaySettings();
  if (failure) throw refusalOfServer(failure);
}
