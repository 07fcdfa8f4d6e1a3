// Which paths of a Murmur page's origin the server (Akkoma, Pleroma, the dev instance) answers, and
// which the frontend's files do: Akkoma's router, as every server that fronts Murmur must mirror it.
// The one list the gateway (`gateway/src/backend-paths.ts`), its Akkoma-layout release server and
// the kit's `murmur-remote preview` all read, so what a remote sees in preview is what it meets on
// an instance.

/** First path segments the server answers itself, never the frontend's files. */
export const SERVER_ROUTES = Object.freeze([
  'api',
  'oauth',
  'nodeinfo',
  '.well-known',
  'media',
  'proxy',
  'emoji',
  'auth',
  'objects',
  'users',
  'notice',
  'instance',
]);

/** Of those, the ones a browser also opens as pages: the server hands them to the frontend. */
export const PAGE_ROUTES_UNDER_SERVER = Object.freeze(['users', 'notice']);

/**
 * `/static/` is shared: the frontend's (and the operator's) files there win, anything else under
 * it is the server's (config.json, terms of service, stickers, emoji.json...).
 */
export const SHARED_STATIC_ROUTE = 'static';

/** The first segment of a URL path (`/api/v1/x` → `api`). */
export const firstSegment = (pathname) => pathname.split('/')[1] ?? '';

/** Whether the first segment is one of the server's own routes (whatever the request). */
export const isServerRoute = (pathname) => SERVER_ROUTES.includes(firstSegment(pathname));

/**
 * Whether a request goes to the server: one of its routes, unless a browser opens it as a page
 * (`acceptsHtml`) where the frontend renders it itself (`/users/alice`, `/notice/1`).
 */
export function goesToServer(pathname, acceptsHtml) {
  const first = firstSegment(pathname);
  if (!SERVER_ROUTES.includes(first)) return false;
  return !(acceptsHtml && PAGE_ROUTES_UNDER_SERVER.includes(first));
}
