import type { Account } from '../world/types';
import { resolveBase } from '../world/urls';
import type { World } from '../world/world';

/** Everything a serializer needs: the world, who is looking, and the public address in use. */
export interface Ctx {
  world: World;
  /** e.g. http://localhost:4000, from the request's Host (or the proxy's forwarded host). */
  base: string;
  /** The host part of base, used as the local domain in accts and nodeinfo. */
  host: string;
  viewer: Account | null;
  now: number;
}

export function url(ctx: Ctx, s: string): string {
  return resolveBase(s, ctx.base);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
