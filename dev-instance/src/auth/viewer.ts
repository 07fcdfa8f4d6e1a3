import type { FastifyRequest } from 'fastify';
import type { DevInstance } from '../instance';
import { ApiError, unauthorized } from '../util/errors';
import type { Account, Token } from '../world/types';

/** The bearer token of a request: Authorization header, or access_token in query or body. */
export function tokenString(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const q = req.query as Record<string, unknown> | undefined;
  if (q && typeof q.access_token === 'string') return q.access_token;
  const b = req.body as Record<string, unknown> | undefined;
  if (b && typeof b === 'object' && typeof b.access_token === 'string') return b.access_token;
  return null;
}

export function tokenOf(inst: DevInstance, req: FastifyRequest): Token | null {
  const s = tokenString(req);
  if (!s) return null;
  const token = inst.world.tokens.get(s);
  if (!token || token.validUntil < Date.now()) return null;
  return token;
}

/** The signed-in account, or null. An invalid token counts as anonymous on public endpoints. */
export function viewerOf(inst: DevInstance, req: FastifyRequest): Account | null {
  const token = tokenOf(inst, req);
  if (!token?.accountId) return null;
  const account = inst.world.accounts.get(token.accountId);
  if (!account || account.deactivated) return null;
  return account;
}

/** The signed-in account, or a 401 as Mastodon answers requests without a valid user token. */
export function requireUser(inst: DevInstance, req: FastifyRequest): Account {
  const token = tokenOf(inst, req);
  if (!token) throw unauthorized();
  if (!token.accountId) throw new ApiError(422, 'This method requires an authenticated user');
  const account = inst.world.accounts.get(token.accountId);
  if (!account) throw unauthorized();
  if (account.deactivated) throw new ApiError(403, 'Your account is currently disabled');
  return account;
}
