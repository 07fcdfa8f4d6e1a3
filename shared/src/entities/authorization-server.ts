import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { map, parseOne } from './repair';

/** An absolute http(s) URL, or null: a server's metadata never sends the browser anywhere else. */
const httpUrl = () =>
  map(z.catch(z.nullable(z.string()), null), (value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  });

const names = () =>
  map(z.catch(z.nullable(z.array(z.unknown())), null), (list) =>
    list ? list.filter((item): item is string => typeof item === 'string') : null,
  );

/**
 * OAuth 2 authorization server metadata (RFC 8414, `/.well-known/oauth-authorization-server`),
 * which Mastodon 4.3 and later serve. A list left out stays null: 'not said', not 'none'.
 */
export const authorizationServerSchema = lazySchema(() =>
  z.object({
    issuer: z.catch(z.string(), ''),
    authorization_endpoint: httpUrl(),
    token_endpoint: httpUrl(),
    scopes_supported: names(),
    grant_types_supported: names(),
    code_challenge_methods_supported: names(),
  }),
);

export type AuthorizationServer = z.infer<typeof authorizationServerSchema>;

export function parseAuthorizationServer(json: unknown): AuthorizationServer | null {
  return parseOne(authorizationServerSchema, json, 'authorization server metadata');
}
