// The server's replies the gateway embedded in the page it served (gateway/src/start-up-page.ts,
// decision 0161): `<script id="murmur-start-up" type="application/json">` mapping a same-origin
// path to { status, headers, body }. The early requests take each one instead of asking the
// network, once; anything else (a second read, a token's request, a page without it) asks as
// before. No shared module here: the early entry uses it before the federation runtime runs.

export const EMBEDDED_REPLIES_ID = 'murmur-start-up';

interface Embedded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let replies: Map<string, Embedded> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isEmbedded(value: unknown): value is Embedded {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    value.status >= 200 &&
    value.status < 300 &&
    typeof value.body === 'string' &&
    isRecord(value.headers) &&
    Object.values(value.headers).every((v) => typeof v === 'string')
  );
}

function read(doc: Document): Map<string, Embedded> {
  if (replies) return replies;
  replies = new Map();
  const text = doc.getElementById(EMBEDDED_REPLIES_ID)?.textContent;
  if (!text) return replies;
  try {
    const json: unknown = JSON.parse(text);
    if (isRecord(json))
      for (const [path, value] of Object.entries(json)) if (isEmbedded(value)) replies.set(path, value);
  } catch (error) {
    // A page whose embedded data cannot be read starts as one without it.
    console.warn('[murmur] the embedded start-up replies could not be read; asking the server', error);
  }
  return replies;
}

/**
 * The embedded reply to `address` (a path, or an address on this origin) as a Response, once;
 * undefined when the page carries none for it.
 */
export function takeEmbeddedReply(address: string, doc: Document = document): Promise<Response> | undefined {
  let path: string;
  try {
    const url = new URL(address, doc.location?.href ?? 'http://localhost/');
    if (doc.location && url.origin !== doc.location.origin) return undefined;
    path = url.pathname + url.search;
  } catch {
    return undefined;
  }
  const all = read(doc);
  const embedded = all.get(path);
  if (!embedded) return undefined;
  all.delete(path);
  return Promise.resolve(new Response(embedded.body, { status: embedded.status, headers: embedded.headers }));
}

/** Forgets what was read (tests). */
export function resetEmbeddedReplies(): void {
  replies = undefined;
}
