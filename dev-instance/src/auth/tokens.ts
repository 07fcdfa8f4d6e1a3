import { randomToken } from '../util/password';
import type { App, Token } from '../world/types';
import type { World } from '../world/world';

const TOKEN_LIFETIME_MS = 365 * 24 * 3_600_000;

export function issueToken(world: World, app: App, accountId: string | null, scopes: string[]): Token {
  const now = Date.now();
  const token: Token = {
    id: world.ids.next(now),
    token: randomToken(),
    refreshToken: randomToken(),
    appId: app.id,
    accountId,
    scopes: scopes.length > 0 ? scopes : app.scopes,
    createdAt: now,
    validUntil: now + TOKEN_LIFETIME_MS,
  };
  world.tokens.set(token.token, token);
  return token;
}

/** The reply of POST /oauth/token, shaped like Pleroma's (plus Mastodon's `created_at`). */
export function tokenJson(world: World, token: Token, base: string) {
  const account = token.accountId ? world.accounts.get(token.accountId) : undefined;
  return {
    token_type: 'Bearer',
    access_token: token.token,
    refresh_token: token.refreshToken,
    expires_in: Math.floor((token.validUntil - Date.now()) / 1000),
    scope: token.scopes.join(' '),
    created_at: Math.floor(token.createdAt / 1000),
    me: account ? `${base}/users/${account.username}` : null,
    ...(account ? { id: account.id } : {}),
  };
}

export function parseScopes(raw: string | undefined, fallback: string[] = ['read']): string[] {
  const scopes = (raw ?? '').split(/[\s+,]+/).filter(Boolean);
  return scopes.length > 0 ? scopes : fallback;
}

/** The built-in app for tokens created without one (registration, tests). */
export function internalApp(world: World): App {
  for (const app of world.apps.values()) if (app.clientId === 'murmur-internal') return app;
  const app: App = {
    id: world.ids.next(Date.now()),
    name: 'Murmur',
    website: null,
    redirectUris: ['urn:ietf:wg:oauth:2.0:oob'],
    scopes: ['read', 'write', 'follow', 'push', 'admin'],
    clientId: 'murmur-internal',
    clientSecret: randomToken(),
    ownerId: null,
    createdAt: Date.now(),
  };
  world.apps.set(app.id, app);
  return app;
}
