import { ApiError, getApiClient, safeMediaUrl } from '@murmur/shared';
import { signedInPart } from '../app/shell-parts';
import { startSessionWithToken } from '../auth/after-login';
import type { OAuthApp, OAuthContext } from '../oauth/oauth-client';
import {
  CLIENT_NAME,
  forgetApp,
  instanceOrigin,
  oauthScopes,
  pageOAuthContext,
  redirectUri,
  storedApp,
} from '../oauth/oauth-client';
import type { SignUpOutcome } from './sign-up-machine';

/** The captcha of spec 1 section 3: type none, native or kocaptcha (url, token, answer data). */
export type Captcha =
  | { type: 'none' }
  | { type: 'native' | 'kocaptcha'; url: string; token: string; answerData: string };

export const NO_CAPTCHA: Captcha = Object.freeze({ type: 'none' });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Pleroma's native captcha is an inline raster image; anything else must be http(s) or a local path. */
function captchaImageUrl(url: string): string | null {
  if (/^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]+$/i.test(url)) return url;
  return safeMediaUrl(url);
}

/** Reads GET /api/v1/pleroma/captcha; anything unreadable counts as no captcha. */
export function readCaptcha(json: unknown): Captcha {
  if (typeof json !== 'object' || json === null) return NO_CAPTCHA;
  const reply = json as Record<string, unknown>;
  const type = reply.type;
  const url = captchaImageUrl(text(reply.url));
  if ((type === 'native' || type === 'kocaptcha') && url) {
    return { type, url, token: text(reply.token), answerData: text(reply.answer_data) };
  }
  return NO_CAPTCHA;
}

/** Asks the server for a (new) captcha (spec 1 section 7: GET /api/v1/{ext}/captcha). */
export async function fetchCaptcha(): Promise<Captcha> {
  const reply = await getApiClient().get('/api/v1/pleroma/captcha');
  return readCaptcha(reply.data);
}

let appToken: Promise<string> | null = null;

/**
 * Pleroma and Akkoma accept registrations only with an app token (spec 1 section 7, OAuth): the
 * client's app for this instance (the one sign-in uses, registered and stored on first need), then
 * a client_credentials token for it. An app the server no longer knows is registered again once.
 * Kept for the page's life.
 */
export function obtainAppToken(ctx: OAuthContext = pageOAuthContext()): Promise<string> {
  if (!appToken) {
    appToken = createAppToken(ctx).catch((error: unknown) => {
      appToken = null;
      throw error;
    });
  }
  return appToken;
}

async function createAppToken(ctx: OAuthContext): Promise<string> {
  const stored = storedApp(ctx);
  if (stored) {
    try {
      return await clientCredentialsToken(ctx, stored);
    } catch (error) {
      if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
      forgetApp(ctx);
    }
  }
  return clientCredentialsToken(ctx, await registerApp(ctx));
}

// Both calls send JSON bodies, which Pleroma, Akkoma and Mastodon read like form bodies.
async function registerApp(ctx: OAuthContext): Promise<OAuthApp> {
  const reply = await ctx.api.post<Record<string, unknown>>('/api/v1/apps', {
    json: { client_name: CLIENT_NAME, redirect_uris: redirectUri(ctx), scopes: oauthScopes(ctx) },
  });
  const clientId = text(reply.data?.client_id);
  const clientSecret = text(reply.data?.client_secret);
  if (!clientId || !clientSecret)
    throw new ApiError(reply.status, reply.data, 'The server did not register the app');
  const app = { clientId, clientSecret };
  ctx.storage.update(instanceOrigin(ctx), app);
  return app;
}

async function clientCredentialsToken(ctx: OAuthContext, app: OAuthApp): Promise<string> {
  const reply = await ctx.api.post<Record<string, unknown>>('/oauth/token', {
    json: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'client_credentials',
      redirect_uri: redirectUri(ctx),
      scope: oauthScopes(ctx),
    },
  });
  const accessToken = text(reply.data?.access_token);
  if (!accessToken) throw new ApiError(reply.status, reply.data, 'The server gave no app token');
  return accessToken;
}

/** Forgets the app token (tests). */
export function resetAppToken(): void {
  appToken = null;
}

/**
 * POST /api/v1/accounts with the payload, then acts on the reply (spec 1 section 4):
 * awaiting_approval and missing_confirmed_email are successes without login; an access token (a
 * reply with `me`) signs the user in; anything else is logged. Failures are thrown as they come
 * (ApiError with the reply body, NetworkError).
 */
export async function signUp(
  payload: Record<string, string | boolean>,
  ctx: OAuthContext = pageOAuthContext(),
): Promise<SignUpOutcome> {
  const token = await obtainAppToken(ctx);
  const reply = await ctx.api.post<unknown>('/api/v1/accounts', {
    json: payload,
    headers: { Authorization: `Bearer ${token}` },
  });
  const data = (typeof reply.data === 'object' && reply.data !== null ? reply.data : {}) as Record<
    string,
    unknown
  >;
  if (data.identifier === 'awaiting_approval') return { kind: 'awaiting-approval' };
  if (data.identifier === 'missing_confirmed_email') return { kind: 'awaiting-email-confirmation' };
  const accessToken = text(data.access_token);
  if (accessToken) {
    // The token is stored for this instance, verified, and the session started (the user is
    // logged in, spec 1 section 4), as every sign-in does.
    // The signed-in account corner first, so the session's first frame draws it (decision 0250).
    await signedInPart.load().catch(() => undefined);
    await startSessionWithToken(ctx, accessToken);
    return { kind: 'signed-in' };
  }
  console.warn('[murmur] unrecognised registration reply', reply.data);
  return { kind: 'unrecognised' };
}
