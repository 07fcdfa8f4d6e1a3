import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isBackendPath } from './backend-paths';
import { addCompression } from './compression';
import {
  CSP_REPORT_PATH,
  type CspViolation,
  parseCspReport,
  remoteOriginOf,
  securityHeaders,
} from './security-policy';
import { addStartUpPage } from './start-up-page';
import { tunnelUpgrade } from './websocket-tunnel';

export interface GatewayOptions {
  /** The shell's build folder (index.html, its chunks, static/remotes.json). */
  shellDir: string;
  /** Remote name to its build folder, served at /remotes/<name>/. */
  remotes: Record<string, string>;
  /** The server every API call goes to: the dev instance or a real Akkoma/Pleroma. */
  backend: string;
  logger?: boolean;
  /**
   * A folder whose files win over the shell's (same paths): an operator's edited
   * static/remotes.json and the remotes it points at, without touching the build.
   */
  overlayDir?: string;
  /**
   * Origins remotes may be served from besides this one (`--remote-origin`): the policy's
   * script-src, style-src and connect-src grow by exactly these. Each must be a bare http(s) origin.
   */
  remoteOrigins?: readonly string[];
  /** Send Akkoma's kind of Content-Security-Policy and security headers (default true). */
  securityPolicy?: boolean;
  /** Compress replies the browser accepts compressed (default true; decision 0161). */
  compression?: boolean;
  /**
   * Embed the instance, nodeinfo, remotes.json, the first screen's manifests and a visitor's first
   * timeline page in the landing pages, with preload hints (start-up-page.ts; default false).
   */
  startUpData?: boolean;
  /** How long a landing page waits for the server's replies before it goes without (ms, 1,500). */
  startUpDeadlineMs?: number;
}

/** At most this many violation reports are kept (a looping violation must not fill memory). */
const MAX_CSP_REPORTS = 200;

/** Files whose names carry a content hash can be cached for good; the entry files cannot. */
function cacheControlFor(filePath: string): string {
  // A compressed copy (`main.1a2b3c4d.js.br`) is cached as the file it stands for.
  const base = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves the client same-origin: the shell at /, every remote at /remotes/<name>/, and the
 * server's API, media and streaming behind the same origin, so tokens never cross origins.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const backend = new URL(options.backend);
  const remoteOrigins = (options.remoteOrigins ?? []).map(remoteOriginOf);
  const app = Fastify({ logger: options.logger ?? false });
  const indexHtml = path.join(options.shellDir, 'index.html');

  // Request bodies (JSON, forms, media uploads) go to the server untouched, as a stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  if (options.compression !== false) await addCompression(app);
  if (options.startUpData)
    addStartUpPage(app, () => readFile(indexHtml, 'utf8').catch(() => null), {
      ...(options.startUpDeadlineMs !== undefined ? { deadlineMs: options.startUpDeadlineMs } : {}),
      defaultRemotes: Object.fromEntries(
        Object.keys(options.remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
      ),
    });

  // Akkoma's policy on everything the gateway answers; a reply that carries the server's own
  // policy (its OAuth pages...) keeps it, as it would behind Akkoma.
  if (options.securityPolicy !== false) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('content-security-policy')) return payload;
      const headers = securityHeaders({
        host: request.headers.host ?? 'localhost',
        protocol: request.protocol,
        backendOrigin: backend.origin,
        remoteOrigins,
      });
      for (const [name, value] of Object.entries(headers)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  }

  // Violation reports: logged, and kept for the journeys' CSP guard (e2e/support/csp.ts), which
  // reads them after each journey and clears them before the next.
  const cspReports: CspViolation[] = [];
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request.body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
    const violation = parseCspReport(Buffer.concat(chunks).toString('utf8'));
    if (violation) {
      if (cspReports.length < MAX_CSP_REPORTS) cspReports.push(violation);
      console.warn(
        `[gateway] Content-Security-Policy violation: ${violation.violatedDirective} blocked ${violation.blockedUri || '(inline)'} on ${violation.documentUri}`,
      );
    }
    return reply.code(204).send();
  });
  app.get(CSP_REPORT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(cspReports),
  );
  app.delete(CSP_REPORT_PATH, async (_request, reply) => {
    cspReports.length = 0;
    return reply.code(204).send();
  });

  await app.register(replyFrom, {
    base: backend.origin,
    undici: { headersTimeout: 120_000, bodyTimeout: 120_000 },
    // reply-from retries a GET that answers 503 up to ten times by default (and `0` for its limit
    // means the default); the client must see the server's 503 as it is, with its own notice and
    // retry rules, as it would talking to the server directly. So: no method is retried here.
    retryMethods: [],
  });

  // The server builds absolute URLs (Link headers, media) from these, so they point back here.
  const forwarded = (request: FastifyRequest) => ({
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.protocol,
  });
  const fromBackend = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(request.url, {
      rewriteRequestHeaders: (_req, headers) => ({ ...headers, ...forwarded(request) }),
    });

  // @fastify/static 10 hands the fastify reply to this hook.
  const setHeaders = (reply: { header(name: string, value: string): unknown }, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };

  for (const [name, dir] of Object.entries(options.remotes)) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      // The build's Brotli 11 and gzip 9 copies where there are (decision 0290).
      preCompressed: options.compression !== false,
      setHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    // Files are looked up per request: a watch build adds and renames them while this runs.
    wildcard: true,
    // '/' is the app itself; the root redirect happens inside it.
    index: ['index.html'],
    cacheControl: false,
    preCompressed: options.compression !== false,
    setHeaders,
  });

  if (options.overlayDir) {
    const overlayDir = path.resolve(options.overlayDir);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const file = path.join(overlayDir, pathname);
      if (!file.startsWith(overlayDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return;
      return reply
        .header('cache-control', cacheControlFor(file))
        .sendFile(path.relative(overlayDir, file), overlayDir);
    });
  }

  // The client's own /static files take precedence over the server's.
  app.get('/static/*', (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const local = path.join(options.shellDir, 'static', rel);
    if (!rel.includes('..') && existsSync(local)) {
      return reply.header('cache-control', 'no-cache').sendFile(path.join('static', rel));
    }
    return fromBackend(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if (isBackendPath(pathname, acceptsHtml)) return fromBackend(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    // A missing file is a 404; but a page navigation is a client route even when its last
    // segment looks like a file name (/remote-users/@bob@example.org, /users/bob@example.org).
    if (pathname.startsWith('/remotes/') || (!acceptsHtml && /\.[a-z0-9]+$/i.test(pathname))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!existsSync(indexHtml)) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The client has not been built yet: run the build first.');
    }
    // Every client route (/main/all, /notice/1, /alice...) is the single-page app.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').startsWith('/api/')) tunnelUpgrade(req, socket, head, backend);
    else socket.destroy();
  });

  return app;
}
