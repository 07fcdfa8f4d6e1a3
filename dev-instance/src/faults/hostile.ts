import type { FastifyInstance, FastifyRequest } from 'fastify';

// Hostile answer modes (issue 39): the shapes of the 2026-11-29 attack run's rewriting proxy, as
// modes of the dev instance, switched at run time through POST /__dev/hostile { mode }. They
// rewrite every JSON answer on its way out (never /__dev/ itself); the routes and the world are
// untouched, so switching back to 'off' gives the honest server again.
//   huge      every list answer repeated to 2,000 entries (the same ids again), and the nested
//             lists of every status, account and poll (mentions, tags, emojis, media, fields,
//             reactions, poll options) to 3,000
//   bigstring content, display_name, note and spoiler_text of 10 MB (in the first entry of a
//             list; later ones 100 kB, so that a page of posts stays within memory)
//   combining 400 combining marks with no base letter in content warnings, reaction names, poll
//             options and display names
//   failing   every answer fails, in turn a 500 (JSON), a proxy's 502 page (HTML) and a 200 whose
//             body is cut in half

export const HOSTILE_MODES = ['off', 'huge', 'bigstring', 'combining', 'failing'] as const;
export type HostileMode = (typeof HOSTILE_MODES)[number];

export const HUGE_LIST = 2_000;
export const HUGE_NESTED = 3_000;
/** Entries of a list whose nested lists are inflated. */
export const INFLATED_ENTRIES = 3;
export const BIG_STRING_BYTES = 10 * 1024 * 1024;
const LATER_STRING_BYTES = 100 * 1024;
export const STRAY_MARKS = '\u0301'.repeat(400);

const NESTED = ['mentions', 'tags', 'emojis', 'media_attachments', 'fields', 'emoji_reactions', 'options'];
const BIG_FIELDS = ['content', 'display_name', 'note', 'spoiler_text'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Something to repeat when a nested list came empty: a plausible entry of that list. */
function filler(key: string, i: number): Json {
  switch (key) {
    case 'mentions':
      return {
        id: `9${i}`,
        username: `m${i}`,
        acct: `m${i}@hostile.example`,
        url: `https://hostile.example/@m${i}`,
      };
    case 'tags':
      return { name: `tag${i}`, url: `https://hostile.example/tags/tag${i}` };
    case 'emojis':
      return {
        shortcode: `e${i}`,
        url: 'https://hostile.example/e.png',
        static_url: 'https://hostile.example/e.png',
        visible_in_picker: true,
      };
    case 'media_attachments':
      return {
        id: `8${i}`,
        type: 'image',
        url: 'https://hostile.example/m.png',
        preview_url: 'https://hostile.example/m.png',
        description: null,
      };
    case 'fields':
      return { name: `f${i}`, value: 'v', verified_at: null };
    case 'emoji_reactions':
      return { name: `r${i}`, count: 1, me: false, url: null };
    default:
      return { title: `o${i}`, votes_count: 0 };
  }
}

function repeatTo(list: Json[], n: number, key: string): Json[] {
  const out: Json[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = list.length > 0 ? (list[i % list.length] as Json) : filler(key, i);
  return out;
}

/** Nested lists of statuses, accounts and polls to HUGE_NESTED (a poll's options only in a poll). */
function hugeNested(value: Json, key = ''): Json {
  // Only the first entries of a list are inflated: 2,000 statuses of five lists of 3,000 each would
  // be gigabytes of JSON, more than the dev instance (or the attack's proxy) could send.
  if (Array.isArray(value)) return value.map((v, i) => (i < INFLATED_ENTRIES ? hugeNested(v) : v));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  const isStatus = typeof value.content === 'string' && 'account' in value;
  const isAccount = typeof value.acct === 'string';
  const isPoll = key === 'poll' && Array.isArray(value.options);
  for (const [k, v] of Object.entries(value)) {
    const nested =
      Array.isArray(v) &&
      ((isStatus && NESTED.includes(k) && k !== 'fields' && k !== 'options') ||
        (isAccount && (k === 'fields' || k === 'emojis')) ||
        (isPoll && k === 'options'));
    out[k] = nested
      ? repeatTo(
          (v as Json[]).map((x) => hugeNested(x)),
          HUGE_NESTED,
          k,
        )
      : hugeNested(v as Json, k);
  }
  if (isStatus && !Array.isArray(value.emoji_reactions))
    out.emoji_reactions = repeatTo([], HUGE_NESTED, 'emoji_reactions');
  return out;
}

function bigStrings(value: Json, big: boolean): Json {
  // The first entry of a list gets the 10 MB strings, later ones 100 kB.
  if (Array.isArray(value)) return value.map((v, n) => bigStrings(v, big && n === 0));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' && BIG_FIELDS.includes(k)) {
      const size = big ? BIG_STRING_BYTES : LATER_STRING_BYTES;
      out[k] = k === 'content' || k === 'note' ? `<p>${'A '.repeat(size / 2)}</p>` : 'A'.repeat(size);
    } else out[k] = bigStrings(v as Json, big);
  }
  return out;
}

function strayMarks(value: Json, key = ''): Json {
  if (Array.isArray(value))
    return value.map((v) => strayMarks(v, key === 'emoji_reactions' ? 'reaction' : ''));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    const marked =
      typeof v === 'string' &&
      (k === 'spoiler_text' || k === 'display_name' || (key === 'reaction' && k === 'name'));
    if (marked) out[k] = `${STRAY_MARKS}${v}${STRAY_MARKS}`;
    else out[k] = strayMarks(v as Json, k);
  }
  return out;
}

/** Poll options (lists of { title } under `options`) get the marks before their title. */
function markOptions(value: Json, key = ''): Json {
  if (Array.isArray(value)) return value.map((v) => markOptions(v, key));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    if (key === 'options' && k === 'title' && typeof v === 'string') out[k] = `${STRAY_MARKS}${v}`;
    else out[k] = markOptions(v as Json, k);
  }
  return out;
}

/** The answer `json` of `path` rewritten as `mode` does. */
export function rewrite(mode: HostileMode, json: Json): Json {
  switch (mode) {
    case 'huge': {
      // Repeated first, inflated after: only the first entries of the answer carry 3,000-long lists.
      return hugeNested(Array.isArray(json) && json.length > 0 ? repeatTo(json, HUGE_LIST, '') : json);
    }
    case 'bigstring':
      return bigStrings(json, true);
    case 'combining':
      return markOptions(strayMarks(json));
    default:
      return json;
  }
}

const FAILURES = [
  { status: 500, type: 'application/json; charset=utf-8', body: () => '{"error":"Internal server error"}' },
  {
    status: 502,
    type: 'text/html; charset=utf-8',
    body: () =>
      '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
  },
  {
    status: 200,
    type: 'application/json; charset=utf-8',
    body: (text: string) => text.slice(0, Math.max(1, Math.floor(text.length / 2))),
  },
] as const;

/** The mode in force, and the hooks that apply it. */
export class Hostile {
  mode: HostileMode = 'off';
  private failures = 0;

  install(app: FastifyInstance): void {
    const applies = (req: FastifyRequest) => {
      const path = req.url.split('?')[0] ?? req.url;
      return this.mode !== 'off' && !path.startsWith('/__dev/') && req.method !== 'OPTIONS';
    };
    app.addHook('onSend', async (req, reply, payload) => {
      if (!applies(req)) return payload;
      const text =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (this.mode === 'failing') {
        const failure = FAILURES[this.failures++ % FAILURES.length] ?? FAILURES[0];
        reply.header('content-length', undefined as unknown as string);
        reply.status(failure.status).type(failure.type);
        return failure.body(text ?? '{}');
      }
      if (text === null || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      let json: Json;
      try {
        json = JSON.parse(text) as Json;
      } catch {
        return payload;
      }
      reply.header('content-length', undefined as unknown as string);
      return JSON.stringify(rewrite(this.mode, json));
    });
  }
}
