import * as z from 'zod/mini';
import { sanitizeHtml } from '../html/sanitize';
import { accountSchema } from './account';
import { attachmentSchema } from './attachment';
import { CAPS } from './caps';
import { cardSchema } from './card';
import { customEmojiSchema } from './custom-emoji';
import { emojiReactionSchema } from './emoji-reaction';
import { lazySchema } from './lazy-schema';
import { mentionSchema } from './mention';
import { pollSchema } from './poll';
import {
  count,
  dateText,
  filteredArray,
  flag,
  idSchema,
  map,
  nullableDate,
  nullableText,
  parseManyInSlicesWith,
  parseManyWith,
  parseOne,
  parseOneWith,
  stringRecord,
  text,
} from './repair';
import {
  countOmitted,
  fastStatus,
  finishStatus,
  readEmbedded,
  type Status,
  type StatusReaders,
  VISIBILITIES,
} from './status-read';
import { tagSchema } from './tag';
import { htmlText } from './text-schemas';

export type { Status, StatusAkkoma, StatusPleroma, Visibility } from './status-read';
export { displayedStatus, fastStatus, MAX_EMBEDDED_DEPTH, VISIBILITIES } from './status-read';

const looseId = lazySchema(() => z.catch(z.nullable(map(z.union([z.string(), z.number()]), String)), null));

/** The `pleroma` block as the server sends it (quote and reactions are lifted out below). */
const rawStatusPleromaSchema = lazySchema(() =>
  z.object({
    local: z.catch(z.optional(z.boolean()), undefined),
    /** The thread's ActivityPub context. */
    context: nullableText(),
    conversation_id: looseId,
    direct_conversation_id: looseId,
    in_reply_to_account_acct: nullableText(),
    /** Alternate representations of `content` keyed by mime type, e.g. 'text/plain'. */
    content: stringRecord(),
    /** Alternate representations of `spoiler_text` keyed by mime type. */
    spoiler_text: stringRecord(),
    expires_at: nullableDate(),
    thread_muted: flag(),
    parent_visible: flag(true),
    pinned_at: nullableDate(),
    quote_id: looseId,
    quote_url: nullableText(),
    quote_visible: flag(true),
    emoji_reactions: z.optional(z.unknown()),
    quote: z.optional(z.unknown()),
  }),
);

/** Akkoma's own block: the post's source (MFM or plain) and ActivityPub ids of parents. */
const statusAkkomaSchema = lazySchema(() =>
  z.catch(
    z.object({
      source: z.catch(
        z.nullable(
          z.union([
            map(z.string(), (content) => ({ content, mediaType: null as string | null })),
            z.object({ content: nullableText(), mediaType: nullableText() }),
          ]),
        ),
        null,
      ),
      in_reply_to_apid: nullableText(),
      quote_apid: nullableText(),
    }),
    { source: null, in_reply_to_apid: null, quote_apid: null },
  ),
);

const applicationSchema = lazySchema(() =>
  z.catch(z.nullable(z.object({ name: text(), website: nullableText() })), null),
);

const rawStatusSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    uri: text(),
    url: nullableText(),
    created_at: dateText(),
    edited_at: nullableDate(),
    account: accountSchema,
    /** HTML, sanitised in the transform; cut at CAPS.content (a longer post folds behind 'Show more'). */
    content: htmlText(CAPS.content),
    /** Mastodon: plain text. Pleroma and Akkoma: may hold HTML (see `spoiler_html`). */
    spoiler_text: text(CAPS.spoilerText),
    /** Akkoma and Pleroma: the plain source when requested with `?with_source`. */
    text: nullableText(CAPS.content),
    visibility: z.catch(z.enum(VISIBILITIES), 'public'),
    sensitive: flag(),
    language: nullableText(),
    in_reply_to_id: looseId,
    in_reply_to_account_id: looseId,
    reblog: z.optional(z.unknown()),
    quote: z.optional(z.unknown()),
    card: z.catch(z.nullable(cardSchema), null),
    poll: z.catch(z.nullable(pollSchema), null),
    application: applicationSchema,
    media_attachments: filteredArray(attachmentSchema, 'attachment', CAPS.mediaAttachments),
    mentions: filteredArray(mentionSchema, 'mention', CAPS.mentions),
    tags: filteredArray(tagSchema, 'tag', CAPS.tags),
    emojis: filteredArray(customEmojiSchema, 'custom emoji', CAPS.emojis),
    /** Filled before parsing from the raw lists (see `countOmitted`), never read from the server. */
    omitted: z.catch(z.record(z.string(), z.number()), {}),
    emoji_reactions: z.optional(z.unknown()),
    /** Soapbox-style servers name the reactions list `reactions`. */
    reactions: z.optional(z.unknown()),
    replies_count: count(),
    reblogs_count: count(),
    favourites_count: count(),
    quotes_count: count(),
    favourited: flag(),
    reblogged: flag(),
    bookmarked: flag(),
    pinned: flag(),
    muted: flag(),
    pleroma: z.catch(z.optional(rawStatusPleromaSchema), undefined),
    akkoma: statusAkkomaSchema,
  }),
);

export type RawStatus = z.infer<typeof rawStatusSchema>;

const reactionsSchema = lazySchema(() =>
  filteredArray(emojiReactionSchema, 'emoji reaction', CAPS.emojiReactions),
);

export type RawStatusPleroma = NonNullable<RawStatus['pleroma']>;

const SCHEMA_READERS: StatusReaders = {
  emptyPleroma: () => rawStatusPleromaSchema.parse({}),
  reactions: (source) => reactionsSchema.parse(source),
};

/** An embedded status read by the schema (a hostile one is left out, as any unreadable status). */
const schemaEmbedded = (label: string) => (inner: object) => parseOne(statusSchema, inner, label);

export const statusSchema: z.ZodMiniType<Status> = lazySchema(() =>
  map(
    z.pipe(z.transform(countOmitted), rawStatusSchema),
    (raw): Status => ({
      ...finishStatus(raw, SCHEMA_READERS),
      reblog: readEmbedded(raw.reblog, schemaEmbedded('reblogged status')),
      quote: readEmbedded(raw.quote ?? raw.pleroma?.quote, schemaEmbedded('quoted status')),
    }),
  ),
);

/** Reads one status; null (logged) when it cannot be read. */
export function parseStatus(json: unknown): Status | null {
  return parseOneWith(statusSchema, fastStatus, json, 'status');
}

/** Reads a list of statuses, dropping (and logging) unreadable ones. */
export function parseStatusList(json: unknown): Status[] {
  return parseManyWith(statusSchema, fastStatus, json, 'status');
}

/** `parseStatusList` in slices that yield to the page (a page of hostile posts, issue 39). */
export function parseStatusListInSlices(json: unknown, signal?: AbortSignal): Promise<Status[]> {
  return parseManyInSlicesWith(statusSchema, fastStatus, json, 'status', { signal });
}

/** Status context (`/api/v1/statuses/{id}/context`). */
export const statusContextSchema = lazySchema(() =>
  z.object({
    ancestors: filteredArray(statusSchema, 'status', CAPS.threadSide),
    descendants: filteredArray(statusSchema, 'status', CAPS.threadSide),
  }),
);
export type StatusContext = z.infer<typeof statusContextSchema>;

/** Status source (`/api/v1/statuses/{id}/source`), for editing. */
export const statusSourceSchema = lazySchema(() =>
  z.object({
    id: z.catch(z.optional(idSchema), undefined),
    text: text(CAPS.content),
    spoiler_text: text(CAPS.spoilerText),
    content_type: nullableText(),
  }),
);
export type StatusSource = z.infer<typeof statusSourceSchema>;

/** Translation reply (`/api/v1/statuses/{id}/translations/{language}`, Akkoma). */
export const translationSchema = lazySchema(() =>
  map(
    z.object({
      /** HTML, sanitised here. */
      text: htmlText(CAPS.content),
      detected_language: nullableText(),
    }),
    (t) => ({ ...t, text: sanitizeHtml(t.text) }),
  ),
);
export type Translation = z.infer<typeof translationSchema>;
