import type { FastifyRequest } from 'fastify';
import { compareIds } from './ids';
import { int, type Params, str } from './params';
import { baseUrl } from './request';

export interface PageParams {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit: number;
}

export function pageParams(q: Params, defaultLimit = 20, maxLimit = 40): PageParams {
  const limit = Math.max(1, Math.min(maxLimit, int(q, 'limit') ?? defaultLimit));
  // Ids are numeric strings; a bound that is not one is ignored rather than matching nothing.
  const id = (name: string) => {
    const v = str(q, name)?.trim();
    return v && /^\d+$/.test(v) ? v : undefined;
  };
  return { maxId: id('max_id'), sinceId: id('since_id'), minId: id('min_id'), limit };
}

/** First index in ascending `keys` whose key is > id. */
function upperBound(keys: readonly string[], id: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareIds(keys[mid] as string, id) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index in ascending `keys` whose key is >= id. */
function lowerBound(keys: readonly string[], id: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareIds(keys[mid] as string, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Mastodon paging over ascending numeric ids. Returns newest first. max_id and since_id are
 * exclusive bounds; min_id returns the page just after it (oldest first, then reversed), which
 * is how "load newer" works.
 */
export function pageIds<T>(
  keys: readonly string[],
  page: PageParams,
  accept: (key: string) => T | undefined,
): { key: string; item: T }[] {
  const out: { key: string; item: T }[] = [];
  const top = page.maxId ? lowerBound(keys, page.maxId) : keys.length;
  if (page.minId) {
    const bottom = page.sinceId
      ? Math.max(upperBound(keys, page.sinceId), upperBound(keys, page.minId))
      : upperBound(keys, page.minId);
    for (let i = bottom; i < top && out.length < page.limit; i++) {
      const key = keys[i] as string;
      const item = accept(key);
      if (item !== undefined) out.push({ key, item });
    }
    return out.reverse();
  }
  const bottom = page.sinceId ? upperBound(keys, page.sinceId) : 0;
  for (let i = top - 1; i >= bottom && out.length < page.limit; i--) {
    const key = keys[i] as string;
    const item = accept(key);
    if (item !== undefined) out.push({ key, item });
  }
  return out;
}

/** Sets a Mastodon-style Link header for a page whose keys are newest first. */
/** What setLinkHeader needs of a reply. */
export interface HeaderSink {
  header(name: string, value: string): unknown;
}

export function setLinkHeader(req: FastifyRequest, reply: HeaderSink, keys: string[]): void {
  const first = keys[0];
  const last = keys[keys.length - 1];
  if (first === undefined || last === undefined) return;
  const path = req.url.split('?')[0] ?? req.url;
  const original = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
  const make = (name: 'max_id' | 'min_id', value: string) => {
    const params = new URLSearchParams();
    for (const [k, v] of original)
      if (!['max_id', 'min_id', 'since_id', 'access_token'].includes(k)) params.append(k, v);
    params.append(name, value);
    return `<${baseUrl(req)}${path}?${params.toString()}>`;
  };
  reply.header('Link', `${make('max_id', last)}; rel="next", ${make('min_id', first)}; rel="prev"`);
}
