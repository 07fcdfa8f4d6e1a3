import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import type { Flavour } from '../options';
import { ctxOf } from '../routes/ctx';
import { serializeNodeinfo } from '../serialize/nodeinfo';
import { paramsOf } from '../util/request';
import { serverSignIn } from './server-sign-in';
import { externaliseNotifications, toInternalUrl } from './slash-ids';

// The dev instance's flavours other than Akkoma (see options.ts and the README's 'Flavours'): the
// same world behind the API of another kind of server, so the client is proven by capability and
// not by the quirks of one server.

/** Paths only Pleroma and Akkoma have. */
const PLEROMA_PREFIXES = [
  '/api/pleroma/',
  '/api/v1/pleroma/',
  '/api/v1/akkoma/',
  '/api/v2/pleroma/',
  // Pleroma's list of an account's sessions (Mastodon has none: its sessions are web pages).
  '/api/oauth_tokens',
];
const PLEROMA_PATHS = new Set([
  '/static/config.json',
  '/static/stickers.json',
  '/static/terms-of-service.html',
  '/instance/panel.html',
  '/nodeinfo/2.0.json',
  '/nodeinfo/2.1.json',
  '/api/v1/timelines/bubble',
  '/api/v1/timelines/direct',
  '/api/v1/akkoma/frontend_settings',
]);
/** Pleroma's top-level extras of the v1 instance, which Mastodon does not send. */
const PLEROMA_INSTANCE_FIELDS = [
  'max_toot_chars',
  'poll_limits',
  'upload_limit',
  'avatar_upload_limit',
  'background_upload_limit',
  'banner_upload_limit',
  'background_image',
  'description_limit',
];
const STANDARD_SCOPES = ['read', 'write', 'follow', 'push'];
/**
 * Optional calls a small single-user server does not have (the minimal flavour answers them 404,
 * as Hollo does): editing posts, muting conversations, private notes on accounts, dismissing one
 * notification, read markers.
 */
const MINIMAL_MISSING: readonly (readonly [string, RegExp])[] = [
  ['PUT', /^\/api\/v1\/statuses\/[^/]+$/],
  ['GET', /^\/api\/v1\/statuses\/[^/]+\/(source|history)$/],
  ['POST', /^\/api\/v1\/statuses\/[^/]+\/(mute|unmute)$/],
  ['POST', /^\/api\/v1\/accounts\/[^/]+\/note$/],
  ['POST', /^\/api\/v1\/notifications\/[^/]+\/dismiss$/],
  ['GET', /^\/api\/v1\/markers$/],
  ['POST', /^\/api\/v1\/markers$/],
];

type Json = Record<string, unknown>;

const pathOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '';

function stripPleroma(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripPleroma);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value as Json)) {
    if (key !== 'pleroma' && key !== 'akkoma') out[key] = stripPleroma(inner);
  }
  return out;
}

/** An uploaded file's address in the world (`/media/uploads/<id>/<name>`). */
const UPLOAD_FILE = /^(.*\/media\/uploads\/[^/?#]+\/)[^/?#]+$/;

/**
 * Attachments previewed by a thumbnail of their own, named `thumbnail.webp` as Hollo names its
 * (same bytes here: the uploads route serves the file under any name), and no media type said.
 */
function withWebpThumbnails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withWebpThumbnails);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value as Json)) out[key] = withWebpThumbnails(inner);
  const match = typeof out.url === 'string' ? UPLOAD_FILE.exec(out.url) : null;
  if (match && out.type === 'image' && out.preview_url === out.url) {
    out.preview_url = `${match[1]}thumbnail.webp`;
  }
  return out;
}

function scopeAllowed(flavour: Flavour, scope: string): boolean {
  if (flavour === 'minimal') {
    return STANDARD_SCOPES.includes(scope) || /^(read|write):[a-z_]+$/.test(scope);
  }
  return scope !== 'admin';
}

/** Fastify's rewriteUrl for the flavour (before routing), or undefined. */
export function flavourUrlRewrite(flavour: Flavour): ((req: { url?: string }) => string) | undefined {
  if (flavour !== 'minimal') return undefined;
  return (req) => toInternalUrl(req.url ?? '/');
}

export function installFlavour(app: FastifyInstance, inst: DevInstance): void {
  const flavour = inst.options.flavour;
  if (flavour === 'akkoma') return;
  const minimal = flavour === 'minimal';
  const ownOrigin = () => {
    if (inst.options.publicUrl) return new URL(inst.options.publicUrl).origin;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : inst.options.port;
    return `http://127.0.0.1:${port}`;
  };
  const signIn = minimal ? serverSignIn(app, inst) : null;
  const software = minimal
    ? // As Hollo 0.10 answers: its own version, and Mastodon's API level in the v2 reply only.
      { name: 'hollo', version: '0.10.0', instanceVersion: '0.10.0' }
    : { name: 'mastodon', version: '4.3.2', instanceVersion: '4.3.2' };

  app.get('/nodeinfo/2.0', async (req) => {
    const nodeinfo = serializeNodeinfo(ctxOf(inst, req, null), inst.config, '2.0') as Json;
    return {
      ...nodeinfo,
      software: { name: software.name, version: software.version },
      openRegistrations: minimal ? false : nodeinfo.openRegistrations,
      metadata: {},
    };
  });

  app.get('/.well-known/oauth-authorization-server', async () => {
    const own = ownOrigin();
    const scopes = minimal ? STANDARD_SCOPES : [...STANDARD_SCOPES, 'admin:read', 'admin:write'];
    return {
      issuer: `${own}/`,
      authorization_endpoint: `${own}/oauth/authorize`,
      token_endpoint: `${own}/oauth/token`,
      revocation_endpoint: `${own}/oauth/revoke`,
      app_registration_endpoint: `${own}/api/v1/apps`,
      scopes_supported: scopes,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment', 'form_post'],
      grant_types_supported: minimal
        ? ['authorization_code', 'client_credentials']
        : ['authorization_code', 'password', 'client_credentials'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    };
  });

  app.addHook('preHandler', async (req, reply) => {
    const path = pathOf(req);
    if (PLEROMA_PATHS.has(path) || PLEROMA_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ error: 'Record not found' });
    }
    // Small servers (Hollo) have no streaming and no conversations: direct messages are not offered.
    if (minimal && (path.startsWith('/api/v1/streaming') || path.startsWith('/api/v1/conversations'))) {
      return reply.status(404).send({ error: 'Not found' });
    }
    // Some Mastodon-API servers read only JSON bodies (Hollo refuses form votes and lists): the
    // flavours refuse form bodies on every API write but the app registration, so a client that
    // sends one fails here as it would there.
    if (
      req.method !== 'GET' &&
      path.startsWith('/api/') &&
      path !== '/api/v1/apps' &&
      String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      return reply.status(400).send({ error: 'This server reads JSON request bodies only' });
    }
    // Pleroma's scopes beyond Mastodon's four: Mastodon validates the visibility against its list.
    if (req.method === 'POST' && path === '/api/v1/statuses') {
      const visibility = paramsOf(req).visibility;
      if (
        visibility !== undefined &&
        !['public', 'unlisted', 'private', 'direct'].includes(String(visibility))
      ) {
        return reply.status(422).send({ error: 'Validation failed: Visibility is not included in the list' });
      }
      // A small server that advertises no polls refuses them.
      if (minimal && paramsOf(req).poll !== undefined) {
        return reply.status(422).send({ error: 'Polls are not supported' });
      }
    }
    if (minimal) {
      const missing = MINIMAL_MISSING.find(
        ([method, pattern]) => method === req.method && pattern.test(path),
      );
      if (missing) return reply.status(404).send({ error: 'Not found' });
      // Hollo answers a change of a description with a server error.
      if (req.method === 'PUT' && /^\/api\/v1\/media\/[^/]+$/.test(path)) {
        return reply.status(500).send({ error: 'Internal Server Error' });
      }
    }
    if (req.method === 'POST' && path === '/api/v1/apps') {
      const p = paramsOf(req);
      const raw = p.scopes ?? p.scope ?? 'read';
      const scopes = (Array.isArray(raw) ? raw.join(' ') : String(raw)).split(/\s+/).filter(Boolean);
      if (!scopes.every((scope) => scopeAllowed(flavour, scope))) {
        return reply
          .status(422)
          .send({ error: minimal ? 'invalid_scope' : 'Validation failed: Scopes are invalid' });
      }
    }
    if (!minimal) return;
    if (req.method === 'POST' && path === '/oauth/token' && paramsOf(req).grant_type === 'password') {
      return reply.status(400).send({
        error: 'unsupported_grant_type',
        error_description:
          "This server does not accept passwords from apps. Sign in on the server's own page.",
      });
    }
    if (path === '/oauth/authorize' && signIn) {
      return signIn.authorize(req, reply, ownOrigin());
    }
    if (
      (path === '/api/v1/timelines/public' || path.startsWith('/api/v1/timelines/tag/')) &&
      !tokenOf(inst, req)
    ) {
      return reply.status(401).send({ error: 'This method requires an authenticated user' });
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.includes('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const path = pathOf(req);
    body = stripPleroma(body);
    if (minimal) body = withWebpThumbnails(body);
    if (path === '/api/v1/instance' && body && typeof body === 'object') {
      const instance = body as Json;
      for (const field of PLEROMA_INSTANCE_FIELDS) delete instance[field];
      instance.version = software.instanceVersion;
      if (minimal) {
        instance.urls = {};
        instance.registrations = false;
        instance.configuration = withoutPolls({
          ...(instance.configuration as Json),
          timelines_access: membersOnly(),
        });
      }
    }
    if (path === '/api/v2/instance' && body && typeof body === 'object') {
      const instance = body as Json;
      instance.version = software.instanceVersion;
      if (minimal) {
        instance.api_versions = { mastodon: 7 };
        // Fedibird's flag, which Hollo sends: posts may quote with `quote_id`.
        instance.feature_quote = true;
        const configuration = instance.configuration as Json;
        instance.configuration = withoutPolls({
          ...configuration,
          urls: {},
          timelines_access: membersOnly(),
        });
        instance.registrations = { ...(instance.registrations as Json), enabled: false };
      }
    }
    if (path === '/.well-known/nodeinfo') {
      return JSON.stringify({
        links: [
          { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${ownOrigin()}/nodeinfo/2.0` },
        ],
      });
    }
    if (minimal && path.startsWith('/api/v1/notifications')) {
      const link = reply.getHeader('link');
      const out = externaliseNotifications(body, typeof link === 'string' ? link : undefined);
      body = out.body;
      if (out.link) reply.header('link', out.link);
    }
    return JSON.stringify(body);
  });
}

/** A server without polls does not describe them in its configuration. */
function withoutPolls(configuration: Json): Json {
  const { polls: _polls, ...rest } = configuration;
  return rest;
}

/** Mastodon 4.5's way of saying the feeds are for signed-in users. */
function membersOnly(): Json {
  return {
    live_feeds: { local: 'authenticated', remote: 'authenticated' },
    hashtag_feeds: { local: 'authenticated', remote: 'authenticated' },
    trending_link_feeds: { local: 'authenticated', remote: 'authenticated' },
  };
}
