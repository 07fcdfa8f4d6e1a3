import {
  composePushNotification,
  type PushPayload,
  readPushDisplaySettings,
  type ShownPush,
} from '@murmur/shared/push-worker';
import { NAVIGATE_MESSAGE, type WindowClientLike, type WorkerScope } from './worker-scope';

/** How long the worker waits for the notification's details before showing the server's texts. */
const DETAILS_TIMEOUT_MS = 8_000;

function payloadOf(data: { json(): unknown; text(): string } | null): PushPayload {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? (value as PushPayload) : {};
  } catch {
    return { body: data.text() };
  }
}

/**
 * The notification the push is about, read with the push's own token (Akkoma and Mastodon put it
 * in the payload for this): it names the account and the post, so the worker can say it in the
 * reader's language and know where a click leads. Null when it cannot be read.
 */
async function notificationDetails(payload: PushPayload, origin: string): Promise<unknown> {
  const id = payload.notification_id;
  const token = payload.access_token;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof token !== 'string' || !token) return null;
  try {
    const response = await fetch(`${origin}/api/v1/notifications/${encodeURIComponent(String(id))}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(DETAILS_TIMEOUT_MS),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** What one push shows (also used by the tests). */
export async function notificationForPush(
  data: { json(): unknown; text(): string } | null,
  origin: string,
): Promise<ShownPush> {
  const payload = payloadOf(data);
  const [settings, details] = await Promise.all([
    readPushDisplaySettings(),
    notificationDetails(payload, origin),
  ]);
  return composePushNotification(payload, details, settings);
}

/** The Murmur tab to bring forward: the focused one, else a visible one, else any. */
export function pickClient(
  clients: readonly WindowClientLike[],
  origin: string,
): WindowClientLike | undefined {
  const ours = clients.filter((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  return (
    ours.find((client) => client.focused) ??
    ours.find((client) => client.visibilityState === 'visible') ??
    ours[0]
  );
}

/** Shows a notification for each push, and a click opens what it is about. */
export function installPush(scope: WorkerScope): void {
  const origin = scope.location.origin;
  scope.addEventListener('push', (event) => {
    event.waitUntil(
      notificationForPush(event.data, origin).then((shown) =>
        scope.registration.showNotification(shown.title, {
          body: shown.body,
          tag: shown.tag,
          ...(shown.icon ? { icon: shown.icon } : {}),
          ...(shown.lang ? { lang: shown.lang } : {}),
          data: { url: shown.url },
        }),
      ),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const wanted = (event.notification.data as { url?: unknown } | null)?.url;
    // Only a path of this origin: the data was written by this worker, but never lead elsewhere.
    const path =
      typeof wanted === 'string' && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/';
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
        const client = pickClient(clients, origin);
        if (client) {
          const focused = await client.focus().catch(() => client);
          focused.postMessage({ type: NAVIGATE_MESSAGE, url: path });
          return;
        }
        await scope.clients.openWindow(`${origin}${path}`);
      }),
    );
  });
}
