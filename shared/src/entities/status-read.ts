import { capCombiningMarks } from '../html/combining';
import { escapeHtml } from '../html/escape-html';
import { sanitizeHtml } from '../html/sanitize';
import { CAPS, cut, cutHtml, overflowOf } from './caps';
import type { EmojiReaction } from './emoji-reaction';
import * as fast from './fast-read';
import { isLocalAccount } from './local-account';
import type { RawStatus, RawStatusPleroma } from './status';

// A status as Murmur holds it, and the fast reader of one (issue 40, fast-read.ts): the schema's
// result for a status as servers send it, without the schema library; it gives up (throws) on
// anything else, and the schema (status.ts) then reads the whole status. What both finish a status
// with is here, so that @murmur/shared/core reads the statuses of a start without the schema library.

export const VISIBILITIES = ['public', 'unlisted', 'private', 'direct', 'local', 'list'] as const;
/** Visibility scopes: Mastodon's four plus Akkoma's `local` (instance-only) and `list`. */
export type Visibility = (typeof VISIBILITIES)[number];

/** What finishing a status reads with: the schemas, or the fast reader (fast-read.ts). */
export interface StatusReaders {
  /** The `pleroma` block of a status that has none. */
  emptyPleroma: () => RawStatusPleroma;
  /** A list of reactions, at most CAPS.emojiReactions. */
  reactions: (source: unknown[]) => EmojiReaction[];
}

/** The reactions, at most CAPS.emojiReactions, and how many the server sent past that. */
function readReactions(raw: RawStatus, read: StatusReaders): { reactions: EmojiReaction[]; omitted: number } {
  for (const source of [raw.emoji_reactions, raw.pleroma?.emoji_reactions, raw.reactions]) {
    if (Array.isArray(source) && source.length > 0) {
      return {
        reactions: read.reactions(source).filter((r) => r.count > 0),
        omitted: Math.max(0, source.length - CAPS.emojiReactions),
      };
    }
  }
  return { reactions: [], omitted: 0 };
}

/** The nested lists of a status that are capped, with their caps (issue 39). */
const NESTED_CAPS = {
  media_attachments: CAPS.mediaAttachments,
  mentions: CAPS.mentions,
  tags: CAPS.tags,
  emojis: CAPS.emojis,
} as const;

/**
 * Counts, on the raw object, what the capped lists will lose, as `omitted` (what the server may
 * have sent under that name is overwritten): a view can then say 'and N more'.
 */
export function countOmitted(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  return { ...(json as Record<string, unknown>), omitted: overflowOf(json, NESTED_CAPS) };
}

/** Everything but the nested statuses: sanitises HTML, lifts extension fields, fills gaps. */
export function finishStatus(raw: RawStatus, read: StatusReaders) {
  const {
    reblog: _reblog,
    quote: _quote,
    reactions: _reactions,
    emoji_reactions: _er,
    pleroma,
    ...rest
  } = raw;
  const { emoji_reactions: _per, quote: _pq, ...pleromaRest } = pleroma ?? read.emptyPleroma();
  // Pleroma and Akkoma spoilers may carry HTML (with a plain 'text/plain' alternative); Mastodon's
  // are plain text. `spoiler_text` is always the plain text, `spoiler_html` always safe HTML.
  // An empty alternative (some servers send one) must not hide a real content warning.
  const plainSpoiler = pleroma?.spoiler_text['text/plain'];
  const spoiler_text = capCombiningMarks(
    cut(plainSpoiler?.trim() ? plainSpoiler : raw.spoiler_text, CAPS.spoilerText),
  );
  const spoiler_html = pleroma ? sanitizeHtml(raw.spoiler_text) : escapeHtml(raw.spoiler_text);
  const content = sanitizeHtml(raw.content === '<p></p>' ? '' : raw.content);
  const reactions = readReactions(raw, read);
  return {
    ...rest,
    url: raw.url ?? (raw.uri || null),
    content,
    spoiler_text,
    spoiler_html,
    emoji_reactions: reactions.reactions,
    /** Entries of the capped lists the server sent past their caps: `{ media_attachments: 3 }`. */
    omitted: reactions.omitted > 0 ? { ...raw.omitted, emoji_reactions: reactions.omitted } : raw.omitted,
    pleroma: {
      ...pleromaRest,
      local: pleroma?.local ?? isLocalAccount(raw.account),
    },
  };
}

type StatusWithoutNesting = ReturnType<typeof finishStatus>;

/**
 * A status. `reblog` is the boosted status (this one is then only a wrapper); `quote` is the
 * quoted status, read from Akkoma's `quote`, Pleroma's `pleroma.quote` or Mastodon's
 * `quote.quoted_status`.
 */
export type Status = StatusWithoutNesting & { reblog: Status | null; quote: Status | null };
export type StatusPleroma = Status['pleroma'];
export type StatusAkkoma = Status['akkoma'];

/**
 * Embedded statuses are read this deep at most (a repeat of a quote of a quote). A hostile server
 * can nest reblogs or quotes thousands deep; reading them all overflows the stack after seconds of
 * work. Deeper ones are left out (null), which every view already handles.
 */
export const MAX_EMBEDDED_DEPTH = 3;
let embeddedDepth = 0;

/**
 * Reads an embedded status (a reblog's or a quote's, Mastodon 4.5's `{ state, quoted_status }`
 * unwrapped) with `read`, one level deeper; null for none and past MAX_EMBEDDED_DEPTH. The schema
 * and the fast reader count the same depth.
 */
export function readEmbedded(value: unknown, read: (inner: object) => Status | null): Status | null {
  if (value == null || typeof value !== 'object') return null;
  // Mastodon 4.5 wraps the quoted status: { state, quoted_status }.
  const inner = 'quoted_status' in value ? (value as { quoted_status: unknown }).quoted_status : value;
  if (inner == null || typeof inner !== 'object') return null;
  if (embeddedDepth >= MAX_EMBEDDED_DEPTH) return null;
  embeddedDepth++;
  try {
    return read(inner);
  } finally {
    embeddedDepth--;
  }
}

// The fast reader of a status (issue 40, fast-read.ts): the schema's result for a status as
// servers send it, without the schema library; it gives up (throws) on anything else, and the
// schema then reads the whole status.

const FAST_READERS: StatusReaders = {
  emptyPleroma: () => fastPleroma({}),
  reactions: (source) => fast.list(source, fast.emojiReaction, CAPS.emojiReactions),
};

function fastLooseId(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  return null;
}

function fastPleroma(o: fast.Json): RawStatusPleroma {
  const local = fast.get(o, 'local');
  if (local !== undefined && typeof local !== 'boolean') throw fast.GIVE_UP;
  const out = {} as RawStatusPleroma;
  if (local !== undefined) out.local = local;
  out.context = fast.nullableText(fast.get(o, 'context'));
  out.conversation_id = fastLooseId(fast.get(o, 'conversation_id'));
  out.direct_conversation_id = fastLooseId(fast.get(o, 'direct_conversation_id'));
  out.in_reply_to_account_acct = fast.nullableText(fast.get(o, 'in_reply_to_account_acct'));
  out.content = fast.stringRecord(fast.get(o, 'content'));
  out.spoiler_text = fast.stringRecord(fast.get(o, 'spoiler_text'));
  out.expires_at = fast.nullableDate(fast.get(o, 'expires_at'));
  out.thread_muted = fast.flag(fast.get(o, 'thread_muted'));
  out.parent_visible = fast.flag(fast.get(o, 'parent_visible'), true);
  out.pinned_at = fast.nullableDate(fast.get(o, 'pinned_at'));
  out.quote_id = fastLooseId(fast.get(o, 'quote_id'));
  out.quote_url = fast.nullableText(fast.get(o, 'quote_url'));
  out.quote_visible = fast.flag(fast.get(o, 'quote_visible'), true);
  const reactions = fast.get(o, 'emoji_reactions');
  if (reactions !== undefined) out.emoji_reactions = reactions;
  const quote = fast.get(o, 'quote');
  if (quote !== undefined) out.quote = quote;
  return out;
}

function fastAkkoma(v: unknown): RawStatus['akkoma'] {
  if (v === null || typeof v !== 'object') return { source: null, in_reply_to_apid: null, quote_apid: null };
  const o = fast.object(v);
  const raw = fast.get(o, 'source');
  let source: RawStatus['akkoma']['source'] = null;
  if (typeof raw === 'string') source = { content: raw, mediaType: null };
  else if (raw !== null && typeof raw === 'object') {
    const s = fast.object(raw);
    source = {
      content: fast.nullableText(fast.get(s, 'content')),
      mediaType: fast.nullableText(fast.get(s, 'mediaType')),
    };
  }
  return {
    source,
    in_reply_to_apid: fast.nullableText(fast.get(o, 'in_reply_to_apid')),
    quote_apid: fast.nullableText(fast.get(o, 'quote_apid')),
  };
}

function fastApplication(o: fast.Json): NonNullable<RawStatus['application']> {
  return { name: fast.text(fast.get(o, 'name')), website: fast.nullableText(fast.get(o, 'website')) };
}

function fastHtml(v: unknown): string {
  return typeof v === 'string' ? cutHtml(v, CAPS.content) : '';
}

function fastRawStatus(o: fast.Json): RawStatus {
  const visibility = fast.get(o, 'visibility');
  const out = {
    id: fast.id(fast.get(o, 'id')),
    uri: fast.text(fast.get(o, 'uri')),
    url: fast.nullableText(fast.get(o, 'url')),
    created_at: fast.dateText(fast.get(o, 'created_at')),
    edited_at: fast.nullableDate(fast.get(o, 'edited_at')),
    account: fast.account(fast.get(o, 'account')),
    content: fastHtml(fast.get(o, 'content')),
    spoiler_text: fast.text(fast.get(o, 'spoiler_text'), CAPS.spoilerText),
    text: fast.nullableText(fast.get(o, 'text'), CAPS.content),
    visibility: VISIBILITIES.includes(visibility as Visibility) ? (visibility as Visibility) : 'public',
    sensitive: fast.flag(fast.get(o, 'sensitive')),
    language: fast.nullableText(fast.get(o, 'language')),
    in_reply_to_id: fastLooseId(fast.get(o, 'in_reply_to_id')),
    in_reply_to_account_id: fastLooseId(fast.get(o, 'in_reply_to_account_id')),
  } as RawStatus;
  const reblog = fast.get(o, 'reblog');
  if (reblog !== undefined) out.reblog = reblog;
  const quote = fast.get(o, 'quote');
  if (quote !== undefined) out.quote = quote;
  out.card = fast.nullableObject(fast.get(o, 'card'), fast.card);
  out.poll = fast.nullableObject(fast.get(o, 'poll'), fast.poll);
  out.application = fast.nullableObject(fast.get(o, 'application'), fastApplication);
  out.media_attachments = fast.list(fast.get(o, 'media_attachments'), fast.attachment, CAPS.mediaAttachments);
  out.mentions = fast.list(fast.get(o, 'mentions'), fast.mention, CAPS.mentions);
  out.tags = fast.list(fast.get(o, 'tags'), fast.tag, CAPS.tags);
  out.emojis = fast.list(fast.get(o, 'emojis'), fast.customEmoji, CAPS.emojis);
  out.omitted = fast.overflow(o, NESTED_CAPS);
  const emojiReactions = fast.get(o, 'emoji_reactions');
  if (emojiReactions !== undefined) out.emoji_reactions = emojiReactions;
  const reactions = fast.get(o, 'reactions');
  if (reactions !== undefined) out.reactions = reactions;
  out.replies_count = fast.count(fast.get(o, 'replies_count'));
  out.reblogs_count = fast.count(fast.get(o, 'reblogs_count'));
  out.favourites_count = fast.count(fast.get(o, 'favourites_count'));
  out.quotes_count = fast.count(fast.get(o, 'quotes_count'));
  out.favourited = fast.flag(fast.get(o, 'favourited'));
  out.reblogged = fast.flag(fast.get(o, 'reblogged'));
  out.bookmarked = fast.flag(fast.get(o, 'bookmarked'));
  out.pinned = fast.flag(fast.get(o, 'pinned'));
  out.muted = fast.flag(fast.get(o, 'muted'));
  const pleroma = fast.get(o, 'pleroma');
  if (pleroma !== undefined) out.pleroma = fastPleroma(fast.object(pleroma));
  out.akkoma = fastAkkoma(fast.get(o, 'akkoma'));
  return out;
}

/** `statusSchema`'s result by the fast reader; throws where the schema must read. */
export function fastStatus(json: unknown): Status {
  const raw = fastRawStatus(fast.object(json));
  return {
    ...finishStatus(raw, FAST_READERS),
    reblog: readEmbedded(raw.reblog, fastStatus),
    quote: readEmbedded(raw.quote ?? raw.pleroma?.quote, fastStatus),
  };
}

/** The status whose content is shown: the boosted one for a reblog wrapper, else itself. */
export function displayedStatus(status: Status): Status {
  return status.reblog ?? status;
}
