// Which nodeinfo document a server links. No import from @murmur/shared: the shell's entry reads
// /.well-known/nodeinfo with it before the shared modules load, and start-up's discovery with it after.

const NODEINFO_SCHEMAS = ['2.1', '2.0'];

interface Link {
  rel?: unknown;
  href?: unknown;
}

/**
 * The path of the nodeinfo document the server links (2.1 preferred), from the JSON of
 * /.well-known/nodeinfo; null when none is readable. Only the path is kept: the document is read
 * through the same address as the rest of the API. An address that is not http(s) is never used.
 */
export function nodeInfoPath(linksJson: unknown): string | null {
  const links = (linksJson as { links?: unknown } | null)?.links;
  if (!Array.isArray(links)) return null;
  for (const version of NODEINFO_SCHEMAS) {
    const link = (links as Link[]).find(
      (candidate) =>
        typeof candidate?.rel === 'string' &&
        typeof candidate.href === 'string' &&
        candidate.rel.endsWith(`nodeinfo.diaspora.software/ns/schema/${version}`),
    );
    if (!link) continue;
    try {
      const url = new URL(link.href as string, 'https://server.invalid');
      if (url.protocol === 'https:' || url.protocol === 'http:') return `${url.pathname}${url.search}`;
    } catch {
      // an unreadable link is skipped
    }
  }
  return null;
}
