import {
  firstSegment,
  goesToServer,
  SERVER_ROUTES,
  SHARED_STATIC_ROUTE,
} from '@murmur/remote-kit/server-routes';

/**
 * Path prefixes answered by the server (Akkoma, Pleroma or the dev instance) rather than by the
 * client's own files: the kit's one list (`remote-kit/lib/server-routes.mjs`), which the release
 * server and `murmur-remote preview` read too. `/static/` is shared: the client's own static files
 * win, the rest is the server's (config.json, terms of service, stickers, emoji.json...).
 */
export const BACKEND_PREFIXES = [...SERVER_ROUTES, SHARED_STATIC_ROUTE].map((segment) => `/${segment}/`);

export function isBackendPath(pathname: string, acceptsHtml: boolean): boolean {
  return goesToServer(pathname, acceptsHtml) || firstSegment(pathname) === SHARED_STATIC_ROUTE;
}
