import { ApiError, instance$, recordIssuedToken, routePaths } from '@murmur/shared/core';
import { instanceOrigin, type OAuthContext } from './oauth-context';
import type { OAuthStorage } from './oauth-storage';
import { normaliseOrigin } from './oauth-storage';

// The page's context and the stored token are what every page needs (start-up reads the token);
// they live in oauth-context.ts, and the OAuth calls here come with the sign-in screens (issue 40).
export {
  instanceOrigin,
  type OAuthContext,
  pageOAuthContext,
  storedUserToken,
  storeUserToken,
} from './oauth-context';

/** The client's name on the server's app list and consent page. */
export const CLIENT_NAME = 'Murmur';
/** Spec 1 section 6: OAuth scopes requested. */
export const OAUTH_SCOPES = 'read write follow push admin';
/** What every Mastodon-API server grants; the bare `admin` scope is Pleroma's and Akkoma's only. */
export const BASE_OAUTH_SCOPES = 'read write follow push';

/** Scopes a server refused at registration, per origin, for the rest of this page's life. */
const refusedAdmin = new Set<string>();

/**
 * The scopes to ask this server for (spec 1 section 5; by capability, not by name): the bare
 * `admin` only where the Pleroma API is, and of those only what the server says it supports
 * when it publishes its scopes (RFC 8414).
 */
export function oauthScopes(ctx: OAuthContext): string {
  if (refusedAdmin.has(instanceOrigin(ctx))) return BASE_OAUTH_SCOPES;
  const { capabilities } = instance$.getValue();
  const wanted = (capabilities.pleromaApi ? OAUTH_SCOPES : BASE_OAUTH_SCOPES).split(' ');
  const supported = capabilities.scopesSupported;
  const granted = supported ? wanted.filter((scope) => supported.includes(scope)) : wanted;
  return granted.length > 0 ? granted.join(' ') : BASE_OAUTH_SCOPES;
}

/**
 * The server's own address when it is not the one the API is reached through (a gateway or a
 * proxy in front of it): from the instance's `uri` (Pleroma sends an origin, Mastodon a bare
 * domain). Null when it is the same place or cannot be read.
 */
export function serverOwnOrigin(uri: string, apiBaseUrl: string): string | null {
  if (!uri) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(uri) ? uri : `https://${uri}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.host === new URL(apiBaseUrl).host ? null : url.origin;
  } catch {
    return null;
  }
}

/** A registered app (spec 1 section 3, OAuth client). */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

export function redirectUri(ctx: OAuthContext): string {
  return `${normaliseOrigin(ctx.clientOrigin)}${routePaths.oauthCallback()}`;
}

/** The app registered earlier for this instance, if any. */
export function storedApp(ctx: OAuthContext): OAuthApp | null {
  const record = ctx.storage.read(instanceOrigin(ctx));
  return record.clientId && record.clientSecret
    ? { clientId: record.clientId, clientSecret: record.clientSecret }
    : null;
}

const registering = new WeakMap<OAuthStorage, Map<string, Promise<OAuthApp>>>();

/**
 * The app for this instance: the stored one, else registered once with POST /api/v1/apps and
 * stored. Concurrent callers share one registration.
 */
export function ensureApp(ctx: OAuthContext): Promise<OAuthApp> {
  const known = storedApp(ctx);
  if (known) return Promise.resolve(known);
  const origin = instanceOrigin(ctx);
  let pending = registering.get(ctx.storage);
  if (!pending) {
    pending = new Map();
    registering.set(ctx.storage, pending);
  }
  const inFlight = pending.get(origin);
  if (inFlight) return inFlight;
  const inFlightMap = pending;
  const registration = registerApp(ctx).finally(() => inFlightMap.delete(origin));
  pending.set(origin, registration);
  return registration;
}

async function registerApp(ctx: OAuthContext): Promise<OAuthApp> {
  const register = (scopes: string) =>
    ctx.api.post<Record<string, unknown>>('/api/v1/apps', {
      json: { client_name: CLIENT_NAME, redirect_uris: redirectUri(ctx), scopes },
    });
  const scopes = oauthScopes(ctx);
  let reply: Awaited<ReturnType<typeof register>>;
  try {
    reply = await register(scopes);
  } catch (error) {
    // A server that refuses the scopes (422, 400) is asked again with the standard ones, quietly.
    if (
      scopes === BASE_OAUTH_SCOPES ||
      !(error instanceof ApiError) ||
      (error.status !== 422 && error.status !== 400)
    ) {
      throw error;
    }
    refusedAdmin.add(instanceOrigin(ctx));
    reply = await register(BASE_OAUTH_SCOPES);
  }
  const clientId = reply.data?.client_id;
  const clientSecret = reply.data?.client_secret;
  if (typeof clientId !== 'string' || typeof clientSecret !== 'string' || !clientId || !clientSecret) {
    throw new ApiError(reply.status, reply.data, 'The server did not register the app');
  }
  const app = { clientId, clientSecret };
  ctx.storage.update(instanceOrigin(ctx), app);
  return app;
}

/** Forgets the stored app (the server no longer knows it). */
export function forgetApp(ctx: OAuthContext): void {
  ctx.storage.update(instanceOrigin(ctx), { clientId: null, clientSecret: null });
}

/**
 * True when the server still knows the app: a client_credentials grant succeeds. Only a refusal
 * (4xx) counts as unknown; a server or network failure is thrown.
 */
export async function appIsKnown(ctx: OAuthContext, app: OAuthApp): Promise<boolean> {
  try {
    await ctx.api.post('/oauth/token', {
      form: {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        grant_type: 'client_credentials',
        redirect_uri: redirectUri(ctx),
      },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/** The app, checked with the server; re-registered when the server forgot it (e.g. a reset). */
export async function ensureValidApp(ctx: OAuthContext): Promise<OAuthApp> {
  const app = await ensureApp(ctx);
  if (await appIsKnown(ctx, app)) return app;
  forgetApp(ctx);
  return ensureApp(ctx);
}

function accessTokenOf(data: unknown, status: number): string {
  const token = (data as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== 'string' || token === '') {
    throw new ApiError(status, data, 'The server did not issue a token');
  }
  // Security marks this browser's session by what the reply said of the token.
  recordIssuedToken(data);
  return token;
}

/** POST /oauth/token, grant_type password. */
export async function passwordGrant(
  ctx: OAuthContext,
  app: OAuthApp,
  username: string,
  password: string,
): Promise<string> {
  const reply = await ctx.api.post('/oauth/token', {
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'password',
      username,
      password,
    },
  });
  return accessTokenOf(reply.data, reply.status);
}

/**
 * The password grant with the stored app. When the server refuses and the app turns out to be
 * unknown to it (forgotten since it was stored), the app is registered anew and the grant retried
 * once; a refusal for any other reason is thrown as it came.
 */
export async function signInWithPassword(
  ctx: OAuthContext,
  username: string,
  password: string,
): Promise<string> {
  const app = await ensureApp(ctx);
  try {
    return await passwordGrant(ctx, app, username, password);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code || (error.status !== 400 && error.status !== 401))
      throw error;
    if (await appIsKnown(ctx, app).catch(() => true)) throw error;
    forgetApp(ctx);
    return passwordGrant(ctx, await ensureApp(ctx), username, password);
  }
}

/** POST /oauth/token, grant_type authorization_code. */
export async function exchangeCode(
  ctx: OAuthContext,
  app: OAuthApp,
  code: string,
  codeVerifier?: string,
): Promise<string> {
  const reply = await ctx.api.post('/oauth/token', {
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(ctx),
      // PKCE (RFC 7636): a server that does not know it ignores the field.
      code_verifier: codeVerifier,
    },
  });
  return accessTokenOf(reply.data, reply.status);
}

export type MfaChallengeType = 'totp' | 'recovery';

/** POST /oauth/mfa/challenge: the second factor for the mfa_token of an mfa_required reply. */
export async function mfaChallenge(
  ctx: OAuthContext,
  app: OAuthApp,
  challenge: { mfaToken: string; code: string; type: MfaChallengeType },
): Promise<string> {
  const reply = await ctx.api.post('/oauth/mfa/challenge', {
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      mfa_token: challenge.mfaToken,
      code: challenge.code,
      challenge_type: challenge.type,
    },
  });
  return accessTokenOf(reply.data, reply.status);
}

/** POST /oauth/revoke. */
export async function revokeToken(ctx: OAuthContext, app: OAuthApp, token: string): Promise<void> {
  await ctx.api.post('/oauth/revoke', {
    form: { client_id: app.clientId, client_secret: app.clientSecret, token },
  });
}

/**
 * Where the server's authorize page is, on the server's own address: the page its OAuth metadata
 * names, else `/oauth/authorize` on its own origin when the API is reached through another one,
 * else beside the API. Its sign-in and consent pages then work as the server built them (their
 * styles, their login path, their cross-site checks), and it sends the browser back to Murmur.
 */
function authorizePage(ctx: OAuthContext): URL {
  const { capabilities, instance } = instance$.getValue();
  if (capabilities.authorizationEndpoint) return new URL(capabilities.authorizationEndpoint);
  const own = serverOwnOrigin(instance.uri, ctx.api.baseUrl);
  if (own) return new URL('/oauth/authorize', own);
  const url = new URL('/oauth/authorize', instanceOrigin(ctx));
  const prefix = new URL(ctx.api.baseUrl).pathname.replace(/\/+$/, '');
  url.pathname = `${prefix}/oauth/authorize`;
  return url;
}

/**
 * The server's authorize page: {server}/oauth/authorize?response_type=code&client_id&redirect_uri&scope,
 * with the request's `state` and PKCE challenge when given (oauth-pending.ts).
 */
export function authorizeUrl(
  ctx: OAuthContext,
  app: OAuthApp,
  pending?: { state: string; codeChallenge: string | null },
): string {
  const url = authorizePage(ctx);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', redirectUri(ctx));
  url.searchParams.set('scope', oauthScopes(ctx));
  if (pending) {
    url.searchParams.set('state', pending.state);
    if (pending.codeChallenge) {
      url.searchParams.set('code_challenge', pending.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
    }
  }
  return url.toString();
}
