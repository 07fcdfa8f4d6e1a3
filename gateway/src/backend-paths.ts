/**
 * Path prefixes answered by the server (Akkoma, Pleroma or the dev instance) rather than by the
 * client's own files. `/static/` is shared: the client's own static files win, the rest is the
 * server's (config.json, terms of service, stickers, emoji.json...).
 */
export const BACKEND_PREFIXES = [
  '/api/',
  '/oauth/',
  '/nodeinfo/',
  '/.well-known/',
  '/media/',
  '/emoji/',
  '/proxy/',
  '/instance/',
  '/auth/',
  '/static/',
  '/users/',
  '/objects/',
  '/notice/',
] as const;

/** Paths under the backend prefixes that a browser navigates to and the client renders itself. */
const CLIENT_ROUTES_UNDER_BACKEND_PREFIXES = [/^\/users\//, /^\/notice\//];

export function isBackendPath(pathname: string, acceptsHtml: boolean): boolean {
  if (acceptsHtml && CLIENT_ROUTES_UNDER_BACKEND_PREFIXES.some((re) => re.test(pathname))) return false;
  return BACKEND_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
