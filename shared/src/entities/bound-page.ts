// Bounding a page as it enters (issue 39, docs/caps.md): at most the entries a request asked for,
// repeated ids dropped. Apart from caps.ts (no schema library here), so the reader of large answers
// off the main thread (api/json-reader.worker.ts) can bound what it hands back.

/**
 * One page of a list as the client keeps it: at most `max` entries, later entries with an id
 * already seen dropped (a hostile server repeated one page 2,000 times with the same ids).
 * Entries without an id are kept as they come.
 */
export function boundList<T>(items: readonly T[], max: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= max) break;
    const id =
      item && typeof item === 'object' && !Array.isArray(item) ? (item as { id?: unknown }).id : undefined;
    if (typeof id === 'string' || typeof id === 'number') {
      const key = String(id);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(item);
  }
  return out;
}

/** The `limit` a request asked for, if it named one. */
export function askedLimit(query: unknown): number | null {
  if (!query || typeof query !== 'object') return null;
  const raw = (query as { limit?: unknown }).limit;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * A GET's answer as the API client hands it on: a list is cut to the `limit` the request asked
 * for, repeated ids dropped; so is each list of an object answer (search's `accounts`,
 * `statuses`, `hashtags`). Without a `limit`, only the repeats go. Anything else as it came.
 */
export function boundPage(json: unknown, query: unknown): unknown {
  const max = askedLimit(query) ?? Number.POSITIVE_INFINITY;
  if (Array.isArray(json)) return boundList(json, max);
  if (!json || typeof json !== 'object') return json;
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    const bounded = boundList(value, max);
    if (bounded.length !== value.length) {
      out ??= { ...(json as Record<string, unknown>) };
      out[key] = bounded;
    }
  }
  return out ?? json;
}

/**
 * Where the reader of large answers (api/large-answer.ts) notes the length a nested list had
 * before it cut it, on the object that holds the list: `{ mentions: 3000 }`. `overflowOf` reads
 * it, so "and N more" still counts what the server sent. The schemas drop the key itself.
 */
export const CUT_LENGTHS_KEY = 'murmur:cut-lengths';
