// Reading offline (issue 36, decision 0121): the worker keeps the files of the deployed shell and
// remotes, and the instance's public start-up answers, so that Murmur starts without a network.
// Files whose names carry a content hash never change: cache-first. Everything that says what is
// deployed (the app page, remotes.json, each remote's entry and mf-manifest.json) and the start-up
// answers go to the network first and are only answered from the cache when the network fails, so
// a new deploy, an operator's swap and the contract check of decision 0091 apply at the next
// online start exactly as without the worker. Nothing with a user's data is cached here: the
// timelines, threads and profiles read offline come from the client's own snapshot (shared/).
import type { ExtendableMessageEventLike, FetchEventLike, WorkerScope } from './worker-scope';

/** The deployed files (shell, remotes, an operator's overlay). */
export const FILES_CACHE = 'murmur-files-v1';
/** The app page and the instance's public start-up answers. */
export const START_UP_CACHE = 'murmur-start-up-v1';
/** Written by the page (start-up/web-app-manifest.ts): the manifest naming the instance. */
export const MANIFEST_CACHE = 'murmur-manifest';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The caches this worker owns; any other `murmur-…` cache is an older worker's and goes. */
export const OWN_CACHES = [FILES_CACHE, START_UP_CACHE, MANIFEST_CACHE] as const;
/**
 * At most this many files are kept (a whole deployment is ~370 files, most loaded only when used;
 * the oldest stored go first, so the files of past deploys leave as the new ones arrive).
 */
export const MAX_FILES = 600;
/** The key the app page is kept under. */
export const APP_PAGE_KEY = '/index.html';
/** What marks Murmur's own page among the HTML the origin serves (the server's OAuth pages are not). */
const APP_PAGE_MARK = `<link rel="manifest" href="${MANIFEST_PATH}"`;

export type Strategy = 'cache-first' | 'network-first' | 'app-page' | 'manifest';

/** Content-hashed file names, as the build writes them (and the gateway caches for a year). */
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;
/** The server's own paths: never answered by this worker. */
const SERVER_PATHS =
  /^\/(?:api|oauth|auth|nodeinfo|\.well-known|media|emoji|proxy|instance|static|objects|activities|pleroma|akkoma|main\/ostatus|ostatus_subscribe|inbox|relay|internal)(?:\/|$)/;
/** An operator's own deployments of remotes (decision 0091), under the server's /static/. */
const OVERLAY_REMOTES = /^\/static\/remotes\//;
/** The instance's public answers start-up reads: kept for an offline start. */
const START_UP_ANSWERS = [
  /^\/api\/v[12]\/instance$/,
  /^\/\.well-known\/nodeinfo$/,
  /^\/nodeinfo\/[0-9.]+(?:\.json)?$/,
  /^\/api\/pleroma\/frontend_configurations$/,
  /^\/api\/v1\/custom_emojis$/,
  /^\/static\/(?:remotes|config|styles|stickers)\.json$/,
  /^\/static\/terms-of-service\.html$/,
  /^\/instance\/panel\.html$/,
];
/** Unhashed deployed files: what says which hashed files are current. */
const DEPLOYED_FILES = /(?:\/remoteEntry\.js|\/mf-manifest\.json|\/workers\/[\w-]+\.js|^\/favicon\.svg)$/;

export interface RequestLike {
  method: string;
  url: string;
  mode?: RequestMode | string;
}

/** How the worker answers a request, or null: the browser goes to the network as without it. */
export function strategyFor(request: RequestLike, origin: string): Strategy | null {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') return SERVER_PATHS.test(path) ? null : 'app-page';
  if (path === MANIFEST_PATH) return 'manifest';
  if (START_UP_ANSWERS.some((pattern) => pattern.test(path))) return 'network-first';
  if (SERVER_PATHS.test(path) && !OVERLAY_REMOTES.test(path)) return null;
  if (HASHED_FILE.test(path)) return 'cache-first';
  if (DEPLOYED_FILES.test(path)) return 'network-first';
  return null;
}

/** What the worker needs of its global scope (tests pass their own). */
export interface OfflineFilesDeps {
  caches: CacheStorage;
  fetch: (request: Request | string) => Promise<Response>;
}

function cacheFor(strategy: Strategy, url: string): string {
  return strategy === 'cache-first' ||
    (strategy === 'network-first' && DEPLOYED_FILES.test(new URL(url).pathname))
    ? FILES_CACHE
    : START_UP_CACHE;
}

/** Whether a reply may be kept: a whole, successful answer of this origin. */
function keepable(response: Response): boolean {
  return response.status === 200 && (response.type === 'basic' || response.type === 'default');
}

/** Past this size (as the reply states it) a deployed file is handed over as it streams. */
export const MAX_WHOLE_BYTES = 8 * 1024 * 1024;
/** Statuses whose replies carry no body (a Response cannot be built with one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A deployed file's reply read whole before it is handed to the page. Firefox reports "A
 * ServiceWorker intercepted the request and encountered an unexpected error" as a page error for
 * every load the page gives up while a worker's reply is still streaming: the favicon swapped for
 * the badged one, a chunk fetched ahead when the reader navigates. A reply handed over whole
 * cannot be cut mid-body (decision 0265). Redirected replies keep their address (a module's base
 * URL), so they go as they are, as do large ones and those without a body.
 */
export async function whole(response: Response): Promise<Response> {
  const stated = Number(response.headers.get('content-length') ?? 0);
  if (
    !response.body ||
    response.redirected ||
    !keepable(response) ||
    NO_BODY.has(response.status) ||
    stated > MAX_WHOLE_BYTES
  )
    return response;
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Keeps a reply, then drops the oldest files past MAX_FILES. Failures are quiet: it is a cache. */
async function keep(
  deps: OfflineFilesDeps,
  cacheName: string,
  key: string,
  response: Response,
): Promise<void> {
  try {
    const cache = await deps.caches.open(cacheName);
    await cache.put(key, response);
    if (cacheName !== FILES_CACHE) return;
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_FILES))) await cache.delete(old);
  } catch {
    // Full or unavailable storage: the worker answers from the network only.
  }
}

async function cached(deps: OfflineFilesDeps, cacheName: string, key: string): Promise<Response | undefined> {
  try {
    const cache = await deps.caches.open(cacheName);
    // The same address whatever headers asked it (a token on the instance's read).
    return await cache.match(key, { ignoreVary: true });
  } catch {
    return undefined;
  }
}

/** The key a request is kept under: its address without the fragment. */
function keyOf(request: Request): string {
  const url = new URL(request.url);
  url.hash = '';
  return url.href;
}

/**
 * Answers one request by its strategy. `waitUntil` keeps the worker alive while a reply is stored.
 */
export async function answer(
  deps: OfflineFilesDeps,
  strategy: Strategy,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  const key = keyOf(request);
  if (strategy === 'cache-first') {
    const hit = await cached(deps, FILES_CACHE, key);
    if (hit) return whole(hit);
    const response = await whole(await deps.fetch(request));
    if (keepable(response)) waitUntil(keep(deps, FILES_CACHE, key, response.clone()));
    return response;
  }
  if (strategy === 'manifest') {
    const written = await cached(deps, MANIFEST_CACHE, new URL(MANIFEST_PATH, request.url).href);
    if (written) return written;
    return networkFirst(deps, request, START_UP_CACHE, key, waitUntil);
  }
  if (strategy === 'app-page') {
    const pageKey = new URL(APP_PAGE_KEY, request.url).href;
    try {
      const response = await deps.fetch(request);
      if (
        keepable(response) &&
        !response.redirected &&
        /text\/html/.test(response.headers.get('content-type') ?? '')
      ) {
        const copy = response.clone();
        waitUntil(
          copy
            .text()
            .then((html) =>
              html.includes(APP_PAGE_MARK)
                ? keep(deps, START_UP_CACHE, pageKey, new Response(html, { headers: copy.headers }))
                : undefined,
            ),
        );
      }
      return response;
    } catch (error) {
      const page = await cached(deps, START_UP_CACHE, pageKey);
      if (page) return page;
      throw error;
    }
  }
  return networkFirst(deps, request, cacheFor(strategy, request.url), key, waitUntil);
}

/**
 * The network's answer whatever it is (a 503 stays a 503: the page handles the server's state);
 * the kept copy only when there is no answer at all.
 */
async function networkFirst(
  deps: OfflineFilesDeps,
  request: Request,
  cacheName: string,
  key: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  // Deployed files are read whole (see `whole`); the start-up answers stream as they come: they are
  // the server's, of any size, and the page bounds what it reads of them.
  const deployed = cacheName === FILES_CACHE;
  try {
    const response = await deps.fetch(request);
    const handed = deployed ? await whole(response) : response;
    if (keepable(handed)) waitUntil(keep(deps, cacheName, key, handed.clone()));
    return handed;
  } catch (error) {
    const copy = await cached(deps, cacheName, key);
    if (copy) return deployed ? whole(copy) : copy;
    throw error;
  }
}

/** Drops the caches of older workers (a renamed cache is a new format). */
export async function dropOldCaches(storage: CacheStorage): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('murmur-') && !(OWN_CACHES as readonly string[]).includes(name))
      .map((name) => storage.delete(name)),
  );
}

/** The message a page sends once this worker controls it: the files it loaded before that. */
export const KEEP_FILES_MESSAGE = 'murmur/keep-files';
/** At most this many addresses are taken from one message. */
const MAX_KEEP_REQUEST = 400;

/**
 * Keeps what a page loaded before this worker controlled it (a first visit loads everything so):
 * each address this worker would keep and does not hold yet is asked again (mostly from the HTTP
 * cache) and stored; and the app page itself. Resolves to the number of addresses kept.
 */
export async function keepLoadedFiles(
  deps: OfflineFilesDeps,
  urls: unknown,
  origin: string,
): Promise<number> {
  const list = (Array.isArray(urls) ? urls : []).filter((url): url is string => typeof url === 'string');
  let kept = 0;
  for (const url of [...new Set(list)].slice(0, MAX_KEEP_REQUEST)) {
    const strategy = strategyFor({ method: 'GET', url, mode: 'cors' }, origin);
    if (strategy !== 'cache-first' && strategy !== 'network-first') continue;
    const cacheName = cacheFor(strategy, url);
    const key = keyOf(new Request(url));
    if (await cached(deps, cacheName, key)) continue;
    try {
      const response = await deps.fetch(url);
      if (!keepable(response)) continue;
      await keep(deps, cacheName, key, response);
      kept++;
    } catch {
      // Gone offline meanwhile: what is kept stays kept.
    }
  }
  const pageKey = new URL(APP_PAGE_KEY, origin).href;
  if (!(await cached(deps, START_UP_CACHE, pageKey))) {
    const storing: Promise<unknown>[] = [];
    await answer(
      deps,
      'app-page',
      new Request(`${origin}/`, { headers: { accept: 'text/html' } }),
      (promise) => storing.push(promise),
    ).catch(() => undefined);
    await Promise.all(storing).catch(() => undefined);
  }
  return kept;
}

/** Installs the fetch handler. Requests it has no strategy for are left to the browser. */
export function installOfflineFiles(scope: WorkerScope, deps: OfflineFilesDeps): void {
  const origin = scope.location.origin;
  scope.addEventListener('message', (event: ExtendableMessageEventLike) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    if (data?.type === KEEP_FILES_MESSAGE) event.waitUntil(keepLoadedFiles(deps, data.urls, origin));
  });
  scope.addEventListener('fetch', (event: FetchEventLike) => {
    const strategy = strategyFor(event.request, origin);
    if (!strategy) return;
    event.respondWith(answer(deps, strategy, event.request, (promise) => event.waitUntil(promise)));
  });
}
