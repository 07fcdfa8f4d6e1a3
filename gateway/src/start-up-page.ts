// The page a reader's first request gets, with what the first screen waits for already in it
// (issue 40, decision 0161). On a phone (150 ms a round trip, 1.6 Mbit/s) the client otherwise asks
// the instance, nodeinfo, remotes.json, the first screen's remote manifests and the first page of
// the timeline only once its early entry has run, queued behind the shell's own files, and then
// the remote files a round trip later. Here the gateway asks them itself, next to the server, and
// writes into index.html:
// - the replies, in `<script id="murmur-start-up" type="application/json">` (spec 1 allows initial
//   data embedded in the page; Akkoma embeds its instance and nodeinfo the same way), which the
//   client's early requests take instead of asking (shell/src/start-up/embedded-replies.ts);
// - preload hints for the first screen's remote files, read from the manifests it has just read
//   of the live deployment (so within decision 0091's skew rule: the files of what is deployed now).
// Everything is asked as a visitor (the gateway never sees a token): a signed-in reader's client
// asks its own. Whatever has not answered within the deadline is left to the client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { remoteModuleAssets } from '../../shared/src/slots/remote-module-assets';

/** The element the client reads (keep in step with shell/src/start-up/embedded-replies.ts). */
export const START_UP_ELEMENT_ID = 'murmur-start-up';

/** A reply as the page carries it: the status, the headers the client reads, the body as sent. */
export interface EmbeddedReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first page a visitor's landing timelines ask, as the client's early requests ask them. */
export const VISITOR_FIRST_PAGES: Readonly<Record<string, string>> = {
  '/main/all': '/api/v1/timelines/public?limit=20',
  '/main/public': '/api/v1/timelines/public?local=true&limit=20',
  '/main/bubble': '/api/v1/timelines/bubble?limit=20',
};

/** What every timeline screen draws: the page, the posts and the theme (early-requests.ts). */
const FIRST_SCREEN_SLOTS = ['timelines/TimelinePage', 'composer/Status', 'settings/theme'];
const TIMELINE_PATHS = new Set(['/', ...Object.keys(VISITOR_FIRST_PAGES), '/main/friends']);
const PLEROMA_SOFTWARE = ['akkoma', 'pleroma'];
const PLEROMA_PATHS = ['/api/pleroma/frontend_configurations', '/static/config.json'];
/** Headers the client reads from a reply (pagination, the type). */
const KEPT_HEADERS = ['content-type', 'link'];
/** The largest reply embedded: a bigger one is left to the client. */
const MAX_REPLY_BYTES = 512 * 1024;

export interface StartUpPageOptions {
  /** How long the page waits for the server's replies before it goes without them (ms). */
  deadlineMs?: number;
  /**
   * The deployed remotes (container name to manifest path): remotes.json names only what an
   * operator changes, so every container it does not name keeps this address (decision 0110).
   */
  defaultRemotes?: Readonly<Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(reply: EmbeddedReply | null): unknown {
  if (reply?.status !== 200) return null;
  try {
    return JSON.parse(reply.body);
  } catch {
    return null;
  }
}

/** JSON for inside a script element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The nodeinfo document /.well-known/nodeinfo links (2.1 first), as a same-origin path. */
export function linkedNodeInfoPath(links: unknown, origin: string): string | null {
  if (!isRecord(links) || !Array.isArray(links.links)) return null;
  const hrefs = links.links
    .filter(isRecord)
    .map((l) => ({ rel: String(l.rel ?? ''), href: String(l.href ?? '') }))
    .sort((a, b) => b.rel.localeCompare(a.rel));
  for (const { rel, href } of hrefs) {
    if (!/nodeinfo\.diaspora\.software\/ns\/schema\/2\.[01]$/.test(rel)) continue;
    try {
      const url = new URL(href, origin);
      if (url.origin === origin) return url.pathname + url.search;
    } catch {
      // not an address
    }
  }
  return null;
}

/** The first screen's remote manifests (same-origin paths) and the modules asked of each. */
export function firstScreenManifests(
  remotesJson: unknown,
  origin: string,
  defaultRemotes: Readonly<Record<string, string>> = {},
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const named = isRecord(remotesJson) && isRecord(remotesJson.remotes) ? remotesJson.remotes : {};
  const remotes: Record<string, unknown> = { ...defaultRemotes, ...named };
  const overrides = isRecord(remotesJson) && isRecord(remotesJson.slots) ? remotesJson.slots : {};
  for (const slot of FIRST_SCREEN_SLOTS) {
    const override = overrides[slot];
    const [remote = '', ...module] = (typeof override === 'string' ? override : slot).split('/');
    const address = remotes[remote];
    if (typeof address !== 'string' || module.length === 0) continue;
    let url: URL;
    try {
      url = new URL(address, `${origin}/static/remotes.json`);
    } catch {
      continue;
    }
    // A remote on another origin is the client's to ask (the gateway does not fetch elsewhere).
    if (url.origin !== origin) continue;
    const path = url.pathname + url.search;
    out.set(path, [...(out.get(path) ?? []), module.join('/')]);
  }
  return out;
}

/** The preload hints for the first screen's remote files, as tags for the page's head. */
export function preloadHints(
  manifests: Map<string, { text: string; modules: string[] }>,
  origin: string,
): string {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const [path, { text, modules }] of manifests) {
    for (const module of modules) {
      const { scripts, styles } = remoteModuleAssets(text, `${origin}${path}`, module);
      for (const [href, as] of [...scripts.map((h) => [h, 'script']), ...styles.map((h) => [h, 'style'])]) {
        if (!href || seen.has(href)) continue;
        const url = new URL(href);
        if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
        seen.add(href);
        tags.push(`<link rel="preload" as="${as}" href="${escapeAttribute(url.pathname + url.search)}">`);
      }
    }
  }
  return tags.join('');
}

/**
 * Builds the start-up page for `request` from `indexHtml`, asking the gateway itself (so the
 * overlay, the client's own /static files and the proxy all answer as they would to the client).
 * Returns the page unchanged for a path that is not a landing timeline.
 */
export async function startUpPage(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  options: StartUpPageOptions = {},
): Promise<string> {
  const pathname = request.url.split('?')[0] ?? '/';
  if (!TIMELINE_PATHS.has(pathname)) return indexHtml;
  const host = request.headers.host ?? 'localhost';
  const origin = `${request.protocol}://${host}`;
  const deadline = new Promise<null>((resolve) => setTimeout(resolve, options.deadlineMs ?? 1500, null));
  const replies = new Map<string, EmbeddedReply>();

  const ask = (path: string): Promise<EmbeddedReply | null> => {
    const reply = app
      .inject({
        method: 'GET',
        url: path,
        headers: { host, accept: 'application/json', 'x-forwarded-proto': request.protocol },
      })
      .then((answer): EmbeddedReply | null => {
        // Only what the client would take as it is: a JSON answer, not too large.
        if (answer.statusCode !== 200 || answer.rawPayload.length > MAX_REPLY_BYTES) return null;
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = answer.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        if (!/json/.test(headers['content-type'] ?? '')) return null;
        const embedded = { status: answer.statusCode, headers, body: answer.payload };
        replies.set(path, embedded);
        return embedded;
      })
      .catch(() => null);
    return Promise.race([reply, deadline]);
  };

  const firstPage = VISITOR_FIRST_PAGES[pathname === '/' ? '/main/all' : pathname];
  const manifestTexts = new Map<string, { text: string; modules: string[] }>();
  await Promise.all([
    ask('/api/v2/instance'),
    firstPage ? ask(firstPage) : null,
    ask('/.well-known/nodeinfo').then(async (links) => {
      const path = linkedNodeInfoPath(parse(links), origin);
      if (!path) return;
      const software = parse(await ask(path));
      const name = isRecord(software) && isRecord(software.software) ? software.software.name : null;
      if (typeof name === 'string' && PLEROMA_SOFTWARE.includes(name.toLowerCase()))
        await Promise.all(PLEROMA_PATHS.map(ask));
    }),
    ask('/static/remotes.json').then(async (remotes) => {
      const manifests = firstScreenManifests(parse(remotes), origin, options.defaultRemotes);
      await Promise.all(
        [...manifests].map(async ([path, modules]) => {
          const manifest = await ask(path);
          if (manifest) manifestTexts.set(path, { text: manifest.body, modules });
        }),
      );
    }),
  ]);
  if (replies.size === 0) return indexHtml;
  const data = `<script id="${START_UP_ELEMENT_ID}" type="application/json">${scriptSafeJson(Object.fromEntries(replies))}</script>`;
  const hints = preloadHints(manifestTexts, origin);
  return indexHtml.replace('</head>', `${hints}${data}</head>`);
}

/**
 * Hooks the start-up page into the gateway: a page navigation to a landing timeline gets index.html
 * with the embedded replies and hints. `readIndex` gives the page as built (null: not built yet).
 */
export function addStartUpPage(
  app: FastifyInstance,
  readIndex: () => Promise<string | null>,
  options: StartUpPageOptions = {},
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    if (!(request.headers.accept ?? '').includes('text/html')) return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (!TIMELINE_PATHS.has(pathname)) return;
    const index = await readIndex();
    if (index === null) return;
    const page = await startUpPage(app, request, index, options);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
