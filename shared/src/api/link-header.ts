/** The pages a Link header points to, as the query parameters of their URLs. */
export interface PageLinks {
  next?: Record<string, string>;
  prev?: Record<string, string>;
}

function queryOf(url: string): Record<string, string> {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://link.invalid');
  } catch {
    return {};
  }
  const params: Record<string, string> = {};
  for (const [key, value] of parsed.searchParams) params[key] = value;
  return params;
}

/**
 * Reads an RFC 8288 Link header as Mastodon-compatible servers send it for pagination:
 * `<https://x/api/v1/timelines/home?max_id=1>; rel="next", <...?min_id=9>; rel="prev"`.
 * Only `next` and `prev` are kept, each as the query of its URL (e.g. `{ max_id: '1' }`).
 * A malformed entry is skipped; a missing header gives `{}`.
 */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  // Entries are `<url>; param; param`, separated by commas outside the angle brackets.
  const entry = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
  for (const match of header.matchAll(entry)) {
    const url = match[1] ?? '';
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(params);
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    for (const name of rels) {
      if ((name === 'next' || name === 'prev' || name === 'previous') && url) {
        const key = name === 'next' ? 'next' : 'prev';
        if (!links[key]) links[key] = queryOf(url);
      }
    }
  }
  return links;
}
