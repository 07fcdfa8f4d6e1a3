import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Faults } from './faults/faults';
import { Hostile } from './faults/hostile';
import { faultRoutes } from './faults/routes';
import { flavourUrlRewrite, installFlavour } from './flavour/flavour';
import { DevInstance } from './instance';
import { type DevInstanceOptions, resolveOptions } from './options';
import { startBackground } from './replay/replay';
import { registerRoutes } from './routes/index';
import { Connections } from './streaming/connections';
import { streamingRoutes } from './streaming/routes';
import { ApiError } from './util/errors';
import { installMultipartBodies } from './util/multipart-body';

export interface RunningInstance {
  app: FastifyInstance;
  instance: DevInstance;
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  close(): Promise<void>;
}

/** Builds the fastify app around a freshly seeded world, without listening. */
export async function buildApp(
  options: DevInstanceOptions = {},
): Promise<{ app: FastifyInstance; instance: DevInstance }> {
  const resolved = resolveOptions(options);
  const instance = new DevInstance(resolved);
  const app = Fastify({
    logger: resolved.logger,
    // The gateway proxies from loopback; trusting it makes request.host/protocol the public ones.
    trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    bodyLimit: instance.config.uploadLimit * 2,
    // Closing ends every connection at once, a request still open included (a client that never
    // finished its body, a keep-alive left by a test): a close waiting on one held a test's
    // afterAll past its 30 s.
    forceCloseConnections: true,
    // Accept `/api/v1/push/subscription/` and `/api/v1/push/subscription` alike.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The minimal flavour's notification ids carry slashes: mapped back before routing.
    ...(flavourUrlRewrite(resolved.flavour) ? { rewriteUrl: flavourUrlRewrite(resolved.flavour) } : {}),
  });

  // Clients often send `Content-Type: application/json` with an empty body on POSTs.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'Invalid JSON'), undefined);
    }
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: instance.config.uploadLimit, files: 4, fieldSize: 1_000_000 },
  });
  await app.register(websocket, { options: { maxPayload: 1_000_000 } });
  installMultipartBodies(app);

  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.status).send({ error: error.message, ...error.extra });
    const e = error as { code?: string; statusCode?: number; message?: string; validation?: unknown };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ error: 'File is too large' });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return reply.status(e.statusCode).send({ error: e.message ?? 'Bad request' });
    app.log.error(error);
    return reply.status(500).send({ error: 'Internal server error' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'Not found' }));

  // The client may be served from another origin during development; allow it like Akkoma does.
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    reply.header('Access-Control-Allow-Origin', origin ?? '*');
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header(
      'Access-Control-Expose-Headers',
      'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id, Idempotency-Key',
    );
    if (req.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Idempotency-Key',
      );
      reply.header('Access-Control-Max-Age', '86400');
      return reply.status(204).send();
    }
  });

  const faults = new Faults();
  const connections = new Connections(instance);
  const hostile = new Hostile();
  faults.install(app);
  hostile.install(app);
  faultRoutes(app, instance, faults, connections, hostile);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') instance.routes.push(`${method} ${route.url}`);
    }
  });
  installFlavour(app, instance);
  registerRoutes(app, instance);
  streamingRoutes(app, instance, connections);
  app.addHook('onClose', async () => {
    connections.closeAll(1001, 'server shutting down');
  });
  return { app, instance };
}

/** Starts the instance; tests pass port 0 and read `url`. */
export async function createDevInstance(options: DevInstanceOptions = {}): Promise<RunningInstance> {
  const { app, instance } = await buildApp(options);
  await app.listen({ port: instance.options.port, host: instance.options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : instance.options.port;
  const host = instance.options.host.includes(':') ? `[${instance.options.host}]` : instance.options.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const stopBackground = startBackground(instance);
  return {
    app,
    instance,
    url,
    async close() {
      stopBackground();
      await app.close();
      instance.dispose();
    },
  };
}
