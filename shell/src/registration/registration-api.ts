import type { Account } from '@murmur/shared';
import { getApiClient, parseAccount, startUserSession, store } from '@murmur/shared';
import type { SignUpOutcome } from './sign-up-machine';

/** The captcha of spec 1 section 3: type none, native or kocaptcha (url, token, answer data). */
export type Captcha =
  | { type: 'none' }
  | { type: 'native' | 'kocaptcha'; url: string; token: string; answerData: string };

export const NO_CAPTCHA: Captcha = Object.freeze({ type: 'none' });

const OAUTH_SCOPES = 'read write follow push admin';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads GET /api/v1/pleroma/captcha; anything unreadable counts as no captcha. */
export function readCaptcha(json: unknown): Captcha {
  if (typeof json !== 'object' || json === null) return NO_CAPTCHA;
  const reply = json as Record<string, unknown>;
  const type = reply.type;
  if ((type === 'native' || type === 'kocaptcha') && text(reply.url)) {
    return { type, url: text(reply.url), token: text(reply.token), answerData: text(reply.answer_data) };
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
 * Pleroma and Akkoma accept registrations only with an app token: register an OAuth app, then
 * take a client_credentials token for it (spec 1 section 7, OAuth). Kept for the page's life.
 */
export function obtainAppToken(): Promise<string> {
  if (!appToken) {
    appToken = createAppToken().catch((error: unknown) => {
      appToken = null;
      throw error;
    });
  }
  return appToken;
}

async function createAppToken(): Promise<string> {
  const api = getApiClient();
  const redirectUri = `${window.location.origin}/oauth-callback`;
  // JSON bodies: Pleroma, Akkoma and Mastodon all read them, and they survive every proxy.
  const app = await api.post<Record<string, unknown>>('/api/v1/apps', {
    json: { client_name: 'Murmur', redirect_uris: redirectUri, scopes: OAUTH_SCOPES },
  });
  const token = await api.post<Record<string, unknown>>('/oauth/token', {
    json: {
      client_id: text(app.data.client_id),
      client_secret: text(app.data.client_secret),
      grant_type: 'client_credentials',
      redirect_uri: redirectUri,
      scope: OAUTH_SCOPES,
    },
  });
  const accessToken = text(token.data.access_token);
  if (!accessToken) throw new Error('The server gave no app token');
  return accessToken;
}

/** Forgets the app token (tests). */
export function resetAppToken(): void {
  appToken = null;
}

/** Where the user token of a sign-up is kept so a reload keeps the user signed in. */
export const USER_TOKEN_STORAGE_KEY = 'murmur:user-token';

function storeUserToken(token: string): void {
  try {
    window.localStorage.setItem(USER_TOKEN_STORAGE_KEY, token);
  } catch (error) {
    console.warn('[murmur] the token could not be kept in browser storage', error);
  }
}

/**
 * A reply with an access token: store the token, verify it, put the account in the store and
 * start the user session (spec 1 section 4, "Registration": the user is logged in).
 */
export async function signInWithToken(token: string): Promise<Account> {
  const reply = await getApiClient().get('/api/v1/accounts/verify_credentials', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const account = parseAccount(reply.data);
  if (!account) throw new Error('verify_credentials did not describe an account');
  storeUserToken(token);
  store.accounts.upsert(account);
  startUserSession(token, account.id);
  return account;
}

/**
 * POST /api/v1/accounts with the payload, then acts on the reply (spec 1 section 4):
 * awaiting_approval and missing_confirmed_email are successes without login; an access token (a
 * reply with `me`) signs the user in; anything else is logged. Failures are thrown as they come
 * (ApiError with the reply body, NetworkError).
 */
export async function signUp(payload: Record<string, string | boolean>): Promise<SignUpOutcome> {
  const token = await obtainAppToken();
  const reply = await getApiClient().post<unknown>('/api/v1/accounts', {
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
    await signInWithToken(accessToken);
    return { kind: 'signed-in' };
  }
  console.warn('[murmur] unrecognised registration reply', reply.data);
  return { kind: 'unrecognised' };
}
