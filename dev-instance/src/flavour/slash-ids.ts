// The `minimal` flavour's notification ids carry slashes, as some servers' do
// (`2026-11-23T08:06:41.294Z/mention/<id>`). The world keeps its own ids; replies carry the
// external form and requests are mapped back before routing.

const NOTIFICATIONS = '/api/v1/notifications';
const CURSORS = ['max_id', 'min_id', 'since_id'];

/** The world's id inside an external one: its last segment. */
export function internalId(external: string): string {
  return external.includes('/') ? (external.split('/').at(-1) ?? external) : external;
}

export function externalId(notification: { id: string; created_at?: unknown; type?: unknown }): string {
  return `${String(notification.created_at)}/${String(notification.type)}/${notification.id}`;
}

/** A request URL with external notification ids (path or paging cursors) turned into the world's. */
export function toInternalUrl(url: string): string {
  if (!url.startsWith(NOTIFICATIONS)) return url;
  const parsed = new URL(url, 'http://server.invalid');
  const rest = parsed.pathname.slice(NOTIFICATIONS.length);
  const match = /^\/([^/]+)(\/.*)?$/.exec(rest);
  if (match?.[1] && match[1] !== 'clear' && match[1] !== 'destroy_multiple') {
    parsed.pathname = `${NOTIFICATIONS}/${encodeURIComponent(internalId(decodeURIComponent(match[1])))}${match[2] ?? ''}`;
  }
  for (const cursor of CURSORS) {
    const value = parsed.searchParams.get(cursor);
    if (value) parsed.searchParams.set(cursor, internalId(value));
  }
  return `${parsed.pathname}${parsed.search}`;
}

type Json = Record<string, unknown>;

/**
 * A notifications reply with external ids, and its Link header's cursors too (they name the
 * first and last notification of the page).
 */
export function externaliseNotifications(
  body: unknown,
  link: string | undefined,
): { body: unknown; link?: string } {
  const items = Array.isArray(body)
    ? (body as Json[])
    : body && typeof body === 'object'
      ? [body as Json]
      : [];
  const map = new Map<string, string>();
  for (const item of items) {
    if (typeof item.id === 'string' && typeof item.type === 'string') {
      const external = externalId(item as { id: string });
      map.set(item.id, external);
      item.id = external;
    }
  }
  const rewritten = link?.replace(
    /([?&](?:max_id|min_id|since_id)=)([^&>]+)/g,
    (whole, key: string, id: string) => {
      const external = map.get(decodeURIComponent(id));
      return external ? `${key}${encodeURIComponent(external)}` : whole;
    },
  );
  return rewritten === undefined ? { body } : { body, link: rewritten };
}
