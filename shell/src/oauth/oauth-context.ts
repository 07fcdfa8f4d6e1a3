import type { ApiClient } from '@murmur/shared/core';
import { getApiClient } from '@murmur/shared/core';
import type { OAuthStorage } from './oauth-storage';
import { getOAuthStorage, normaliseOrigin } from './oauth-storage';

// What every page needs of OAuth (the stored token, read at start-up; the page's context), apart
// from the OAuth calls of oauth-client.ts, which come with the sign-in screens (issue 40).

/** What the OAuth calls need: the server, where to keep the app, and where the client lives. */
export interface OAuthContext {
  api: ApiClient;
  storage: OAuthStorage;
  /** The client's own origin; the redirect URI is `${clientOrigin}/oauth-callback`. */
  clientOrigin: string;
}

/** The page's context: the page-wide API client and storage, this page's origin. */
export function pageOAuthContext(): OAuthContext {
  return { api: getApiClient(), storage: getOAuthStorage(), clientOrigin: window.location.origin };
}

/** The instance the records are kept under: the origin of the server's address. */
export function instanceOrigin(ctx: OAuthContext): string {
  return normaliseOrigin(ctx.api.baseUrl);
}

/** The user token stored for this instance. */
export function storedUserToken(ctx: OAuthContext): string | null {
  return ctx.storage.read(instanceOrigin(ctx)).userToken;
}

export function storeUserToken(ctx: OAuthContext, token: string | null): void {
  ctx.storage.update(instanceOrigin(ctx), { userToken: token });
}
