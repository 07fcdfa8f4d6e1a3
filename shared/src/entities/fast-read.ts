import { capCombiningMarks } from '../html/combining';
import { sanitizeHtml } from '../html/sanitize';
import type { Account } from './account';
import type { Attachment } from './attachment';
import { ATTACHMENT_TYPES, attachmentTypeFromMime } from './attachment-type';
import { boundList, CUT_LENGTHS_KEY } from './bound-page';
import { CAPS, cutHtml } from './caps';
import type { Card } from './card';
import type { CustomEmoji } from './custom-emoji';
import { cut } from './cut';
import type { EmojiReaction } from './emoji-reaction';
import type { Mention } from './mention';
import type { Poll } from './poll';
import type { Relationship } from './relationship';
import type { Tag } from './tag';

// The fast reader (issue 40): the entity schemas' results for an answer shaped as servers send
// it, without running the schema library. Each reader below gives exactly what its schema gives
// for the values it knows, and gives up (throws `GIVE_UP`) on anything else: a value the schema
// would drop with a warning, a type it would coerce in a way not copied here, an object that is
// not a plain one. The caller then reads the whole entity with the schema, so a hostile or odd
// answer is read exactly as before. `fast-read.property.test.ts` checks, on generated answers
// valid and hostile, that a fast read equals the schema's.

/** Thrown when an answer is not one the fast reader knows; the schema reads it instead. */
export const GIVE_UP: unique symbol = Symbol('fast read gives up');

export function giveUp(): never {
  throw GIVE_UP;
}

/**
 * A reader giving exactly what a schema gives for the answers it knows, without the schema
 * library, and throwing for any other (issue 40).
 */
export type FastReader<T> = (json: unknown) => T;

/** `fast`'s result, or undefined where it gives up (the caller's schema reads it then). */
export function readFast<T>(fast: FastReader<T>, json: unknown): T | undefined {
  try {
    return fast(json);
  } catch {
    return undefined;
  }
}

export type Json = Record<string, unknown>;

/** A plain object (the schemas accept any non-array object; others go to the schema). */
function isPlain(value: unknown): value is Json {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Reads a key of a plain object; a key present with `undefined` goes to the schema. */
export function get(o: Json, key: string): unknown {
  const v = o[key];
  if (v === undefined && key in o) giveUp();
  return v;
}

/** The object an object schema reads, or a give-up for anything but a plain object. */
export function object(value: unknown): Json {
  if (!isPlain(value) || Array.isArray(value)) giveUp();
  return value;
}

/** `text(max)` */
export function text(v: unknown, max: number = CAPS.otherText): string {
  return typeof v === 'string' ? cut(v, max) : '';
}

/** `nullableText(max)` */
export function nullableText(v: unknown, max: number = CAPS.otherText): string | null {
  return typeof v === 'string' && v !== '' ? cut(v, max) : null;
}

/** `shownText(max)` */
export function shownText(v: unknown, max: number): string {
  return typeof v === 'string' ? capCombiningMarks(cut(v, max)) : '';
}

/** `shownNullableText(max)` */
function shownNullableText(v: unknown, max: number): string | null {
  return typeof v === 'string' && v !== '' ? capCombiningMarks(cut(v, max)) : null;
}

/** `htmlText(max)` */
function htmlText(v: unknown, max: number): string {
  return typeof v === 'string' ? cutHtml(v, max) : '';
}

/** `flag(fallback)` */
export function flag(v: unknown, fallback = false): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

/** `numeric()`'s reading of a quoted number (some servers quote them). */
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number as `numeric()` reads it, undefined when it reads none. */
export function numeric(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return undefined;
}

/** `count()`: a safe non-negative integer as is; what no number can be read from gives 0. */
export function count(v: unknown): number {
  const n = numeric(v);
  if (n === undefined) return 0;
  return Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0) ? n : giveUp();
}

/** `nullableCount()` */
export function nullableCount(v: unknown): number | null {
  const n = numeric(v);
  if (n === undefined) return null;
  return Number.isFinite(n) && n >= 0 && !Object.is(n, -0) ? n : giveUp();
}

const isDate = (v: string) => !Number.isNaN(Date.parse(v));

/** `dateText()` (its fallback is the time of reading: left to the schema) */
export function dateText(v: unknown): string {
  return typeof v === 'string' && isDate(v) ? v : giveUp();
}

/** `nullableDate()` */
export function nullableDate(v: unknown): string | null {
  return typeof v === 'string' && isDate(v) ? v : null;
}

/** `idSchema` (an unreadable id fails the schema: left to it) */
export function id(v: unknown): string {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return giveUp();
}

/** `nonEmpty()` */
function nonEmpty(v: unknown): string {
  return typeof v === 'string' && v !== '' ? v : giveUp();
}

/** `positiveInt()` under a catch to null */
function nullablePositiveInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : giveUp();
  return null;
}

/** `stringList(max)` */
export function stringList(v: unknown, max: number = CAPS.stringList): string[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((s): s is string => typeof s === 'string')
    .slice(0, max)
    .map((s) => cut(s, CAPS.otherText));
}

/** `stringRecord()`: a plain object of strings; anything else but a missing value goes to the schema. */
export function stringRecord(v: unknown): Record<string, string> {
  if (v === undefined || v === null || (typeof v !== 'object' && typeof v !== 'function')) return {};
  const o = object(v);
  const keys = Object.keys(o);
  if (keys.length > 8 || Object.getOwnPropertySymbols(o).length > 0) giveUp();
  const out: Record<string, string> = {};
  for (const k of keys) {
    const s = o[k];
    if (typeof s !== 'string' || k === '__proto__') giveUp();
    out[k] = cut(s, CAPS.content);
  }
  return out;
}

/** `filteredArray(schema, label, max)`: an entry the schema would drop gives up. */
export function list<T>(v: unknown, read: (item: unknown) => T, max: number): T[] {
  if (!Array.isArray(v)) return [];
  const items = boundList(v, max);
  const out: T[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) out[i] = read(items[i]);
  return out;
}

/** `z.catch(z.nullable(schema), null)`: missing, null or not an object gives null. */
export function nullableObject<T>(v: unknown, read: (o: Json) => T): T | null {
  if (v === undefined || v === null || typeof v !== 'object') return null;
  return read(object(v));
}

/** `z.catch(z.object(...), fallback)`: a plain object is read, a non-object gives the fallback. */
export function caught<T>(v: unknown, read: (o: Json) => T, fallback: () => T): T {
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) return read(object(v));
  return fallback();
}

/**
 * `z.catch(z.record(z.string(), value), {})`: a plain object whose values all pass `isValue` is
 * copied, any other value gives {}; keys that need the schema's care give up.
 */
export function record(
  v: unknown,
  isValue: (value: unknown) => boolean = () => true,
): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return {};
  const o = object(v);
  if (
    Object.getOwnPropertySymbols(o).length > 0 ||
    Object.hasOwn(o, '__proto__') ||
    Object.hasOwn(o, 'constructor')
  )
    giveUp();
  for (const key in o) if (!isValue(o[key])) return {};
  return { ...o };
}

/** `overflowOf(json, caps)` as the `omitted` record the status schema reads from it. */
export function overflow(json: Json, caps: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  const cutLengths = json[CUT_LENGTHS_KEY];
  if (cutLengths !== undefined && !isPlain(cutLengths)) giveUp();
  for (const key in caps) {
    const value = json[key];
    if (!Array.isArray(value)) continue;
    const noted = cutLengths?.[key];
    if (noted !== undefined && (typeof noted !== 'number' || !Number.isFinite(noted))) giveUp();
    const sent = typeof noted === 'number' ? noted : value.length;
    const max = caps[key] as number;
    if (sent > max) out[key] = sent - max;
  }
  return out;
}

// The schemas' own transforms, as each schema's `map` writes them (kept beside the schemas' copies
// so that the exported schemas' types are untouched; the property test holds the two alike).

function finishCustomEmoji(
  emoji: Omit<CustomEmoji, 'static_url'> & { static_url: string | null },
): CustomEmoji {
  return { ...emoji, static_url: emoji.static_url ?? emoji.url };
}

function finishAccountField(field: Account['fields'][number]): Account['fields'][number] {
  return { ...field, value: sanitizeHtml(field.value) };
}

/** What `accountSchema` makes of an account it has read (used by the schema too). */
export function finishAccount(account: Account): Account {
  const username = account.username || account.acct.split('@')[0] || account.acct;
  return {
    ...account,
    username,
    note: sanitizeHtml(account.note),
    avatar_static: account.avatar_static || account.avatar,
    header_static: account.header_static || account.header,
    pleroma: account.pleroma.confirmation_pending
      ? { ...account.pleroma, is_confirmed: false }
      : account.pleroma,
  };
}

function finishAttachment(a: Attachment): Attachment {
  // A server that names no known type still tells the mime type: derive the type from it.
  const type = a.type === 'unknown' ? attachmentTypeFromMime(a.pleroma.mime_type) : a.type;
  return { ...a, type, preview_url: a.preview_url ?? (type === 'image' ? a.url : null) };
}

function finishMention(m: Mention): Mention {
  return { ...m, username: m.username || m.acct.split('@')[0] || '' };
}

function finishCard(card: Card): Card {
  return { ...card, html: card.html ? sanitizeHtml(card.html) : '' };
}

function finishPoll(poll: Omit<Poll, 'options_omitted'>, omitted: number): Poll {
  return {
    ...poll,
    // A poll past its end date is over even when the server's flag lags behind.
    expired: poll.expired || (poll.expires_at !== null && Date.parse(poll.expires_at) <= Date.now()),
    options_omitted: omitted,
  };
}

function finishEmojiReaction(r: EmojiReaction): EmojiReaction {
  return { ...r, account_ids: r.account_ids.length > 0 ? r.account_ids : r.accounts.map((a) => a.id) };
}

// Entities, one reader each, keys in the schema's order (the schema's output follows it).

export function customEmoji(value: unknown): CustomEmoji {
  const o = object(value);
  return finishCustomEmoji({
    shortcode: cut(nonEmpty(get(o, 'shortcode')), CAPS.shortcode),
    url: nonEmpty(get(o, 'url')),
    static_url: nullableText(get(o, 'static_url')),
    visible_in_picker: flag(get(o, 'visible_in_picker'), true),
    category: nullableText(get(o, 'category')),
    tags: stringList(get(o, 'tags')),
  });
}

const readEmoji = (v: unknown) => customEmoji(v);

function relationship(o: Json): Relationship | null {
  const rawId = get(o, 'id');
  if (!((typeof rawId === 'string' && rawId !== '') || (typeof rawId === 'number' && Number.isFinite(rawId))))
    return null;
  return {
    id: id(rawId),
    following: flag(get(o, 'following')),
    followed_by: flag(get(o, 'followed_by')),
    requested: flag(get(o, 'requested')),
    requested_by: flag(get(o, 'requested_by')),
    blocking: flag(get(o, 'blocking')),
    blocked_by: flag(get(o, 'blocked_by')),
    muting: flag(get(o, 'muting')),
    muting_notifications: flag(get(o, 'muting_notifications')),
    domain_blocking: flag(get(o, 'domain_blocking')),
    showing_reblogs: flag(get(o, 'showing_reblogs'), true),
    notifying: flag(get(o, 'notifying')),
    subscribing: flag(get(o, 'subscribing')),
    endorsed: flag(get(o, 'endorsed')),
    note: text(get(o, 'note')),
  };
}

/**
 * `settings_store` (a record of anything, kept as sent): a plain object's own keys and their values,
 * the signed-in user's own account carries one; a symbol key or a `__proto__` goes to the schema.
 */
function settingsStore(v: unknown): Record<string, unknown> | null {
  if (v === undefined || v === null || typeof v !== 'object') return null;
  const o = object(v);
  if (Object.getOwnPropertySymbols(o).length > 0 || Object.hasOwn(o, '__proto__')) giveUp();
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) out[k] = o[k];
  return out;
}

function accountPleroma(v: unknown): Account['pleroma'] {
  const o = v !== null && typeof v === 'object' ? object(v) : {};
  const settings = get(o, 'settings_store');
  const notifications = get(o, 'notification_settings');
  const n = notifications !== null && typeof notifications === 'object' ? object(notifications) : null;
  return {
    ap_id: nullableText(get(o, 'ap_id')),
    also_known_as: stringList(get(o, 'also_known_as')),
    allow_following_move: flag(get(o, 'allow_following_move')),
    background_image: nullableText(get(o, 'background_image')),
    is_admin: flag(get(o, 'is_admin')),
    is_moderator: flag(get(o, 'is_moderator')),
    is_confirmed: flag(get(o, 'is_confirmed'), true),
    confirmation_pending: flag(get(o, 'confirmation_pending')),
    deactivated: flag(get(o, 'deactivated')),
    hide_favorites: flag(get(o, 'hide_favorites'), true),
    hide_followers: flag(get(o, 'hide_followers')),
    hide_follows: flag(get(o, 'hide_follows')),
    hide_followers_count: flag(get(o, 'hide_followers_count')),
    hide_follows_count: flag(get(o, 'hide_follows_count')),
    skip_thread_containment: flag(get(o, 'skip_thread_containment')),
    tags: stringList(get(o, 'tags')),
    relationship: nullableObject(get(o, 'relationship'), relationship),
    unread_conversation_count: count(get(o, 'unread_conversation_count')),
    notification_settings: n
      ? {
          block_from_strangers: flag(get(n, 'block_from_strangers')),
          hide_notification_contents: flag(get(n, 'hide_notification_contents')),
        }
      : { block_from_strangers: false, hide_notification_contents: false },
    favicon: nullableText(get(o, 'favicon')),
    settings_store: settingsStore(settings),
    chat_token: nullableText(get(o, 'chat_token')),
    unread_notifications_count: count(get(o, 'unread_notifications_count')),
  };
}

function accountAkkoma(v: unknown): Account['akkoma'] {
  if (v === null || typeof v !== 'object') return { instance: null, status_ttl_days: null };
  const o = object(v);
  return {
    instance: nullableObject(get(o, 'instance'), (i) => ({
      name: text(get(i, 'name')),
      favicon: nullableText(get(i, 'favicon')),
    })),
    status_ttl_days: nullablePositiveInt(get(o, 'status_ttl_days')),
  };
}

function sourceField(value: unknown) {
  const o = object(value);
  return { name: text(get(o, 'name'), CAPS.fieldName), value: text(get(o, 'value'), CAPS.fieldValue) };
}

function accountSource(o: Json): NonNullable<Account['source']> {
  return {
    note: text(get(o, 'note'), CAPS.note),
    privacy: nullableText(get(o, 'privacy')),
    sensitive: flag(get(o, 'sensitive')),
    language: nullableText(get(o, 'language')),
    fields: list(get(o, 'fields'), sourceField, CAPS.profileFields),
    pleroma: nullableObject(get(o, 'pleroma'), (p) => ({
      actor_type: nullableText(get(p, 'actor_type')),
      discoverable: flag(get(p, 'discoverable')),
      no_rich_text: flag(get(p, 'no_rich_text')),
      show_role: flag(get(p, 'show_role'), true),
    })),
  };
}

function accountField(value: unknown): Account['fields'][number] {
  const o = object(value);
  const name = get(o, 'name');
  if (typeof name !== 'string') giveUp();
  return finishAccountField({
    name: capCombiningMarks(cut(name, CAPS.fieldName)),
    value: htmlText(get(o, 'value'), CAPS.fieldValue),
    verified_at: nullableDate(get(o, 'verified_at')),
  });
}

function role(o: Json): NonNullable<Account['role']> {
  const p = get(o, 'permissions');
  let permissions = 0;
  if (typeof p === 'string') permissions = Number(p) || 0;
  else if (typeof p === 'number') permissions = Number.isFinite(p) ? p || 0 : giveUp();
  return { name: text(get(o, 'name')), permissions };
}

/** Accounts read inside one another (`moved`); a deeper chain goes to the schema. */
let movedDepth = 0;

/** `accountSchema` */
export function account(value: unknown): Account {
  const o = object(value);
  if (movedDepth > 3) giveUp();
  const moved = get(o, 'moved');
  if (Array.isArray(get(o, 'role')) || Array.isArray(get(o, 'source')) || Array.isArray(moved)) giveUp();
  return finishAccount({
    id: id(get(o, 'id')),
    username: text(get(o, 'username')),
    acct: nonEmpty(get(o, 'acct')),
    display_name: shownText(get(o, 'display_name'), CAPS.displayName),
    note: htmlText(get(o, 'note'), CAPS.note),
    url: text(get(o, 'url')),
    avatar: text(get(o, 'avatar')),
    avatar_static: text(get(o, 'avatar_static')),
    header: text(get(o, 'header')),
    header_static: text(get(o, 'header_static')),
    locked: flag(get(o, 'locked')),
    bot: flag(get(o, 'bot')),
    discoverable: flag(get(o, 'discoverable')),
    group: flag(get(o, 'group')),
    emojis: list(get(o, 'emojis'), readEmoji, CAPS.emojis),
    fields: list(get(o, 'fields'), accountField, CAPS.profileFields),
    followers_count: count(get(o, 'followers_count')),
    following_count: count(get(o, 'following_count')),
    statuses_count: count(get(o, 'statuses_count')),
    follow_requests_count: count(get(o, 'follow_requests_count')),
    created_at: dateText(get(o, 'created_at')),
    last_status_at: nullableDate(get(o, 'last_status_at')),
    fqn: nullableText(get(o, 'fqn')),
    role: nullableObject(get(o, 'role'), role),
    source: nullableObject(get(o, 'source'), accountSource),
    pleroma: accountPleroma(get(o, 'pleroma')),
    akkoma: accountAkkoma(get(o, 'akkoma')),
    moved: nullableObject(moved, movedAccount),
  });
}

function movedAccount(o: Json): Account {
  movedDepth++;
  try {
    return account(o);
  } finally {
    movedDepth--;
  }
}

function positive(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : giveUp();
}

function nonNegative(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : giveUp();
}

function optionalString(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : giveUp();
}

type Dimensions = NonNullable<Attachment['meta']['original']>;

/** A `meta.original` or `meta.small`: only the usual shape (numbers and strings where expected). */
function dimensions(v: unknown): Dimensions | undefined {
  if (v === undefined) return undefined;
  const o = object(v);
  const bitrate = get(o, 'bitrate');
  if (bitrate !== undefined && (typeof bitrate !== 'number' || !Number.isFinite(bitrate))) giveUp();
  const out: Dimensions = {};
  const width = positive(get(o, 'width'));
  if (width !== undefined) out.width = width;
  const height = positive(get(o, 'height'));
  if (height !== undefined) out.height = height;
  const size = optionalString(get(o, 'size'));
  if (size !== undefined) out.size = size;
  const aspect = positive(get(o, 'aspect'));
  if (aspect !== undefined) out.aspect = aspect;
  const duration = nonNegative(get(o, 'duration'));
  if (duration !== undefined) out.duration = duration;
  const frameRate = optionalString(get(o, 'frame_rate'));
  if (frameRate !== undefined) out.frame_rate = frameRate;
  if (bitrate !== undefined) out.bitrate = bitrate as number;
  return out;
}

function meta(v: unknown): Attachment['meta'] {
  if (v === undefined || v === null) {
    return {
      original: undefined,
      small: undefined,
      focus: undefined,
      length: undefined,
      duration: undefined,
    };
  }
  const o = object(v);
  if (get(o, 'focus') !== undefined) giveUp();
  const out: Attachment['meta'] = {};
  const original = dimensions(get(o, 'original'));
  if (original !== undefined) out.original = original;
  const small = dimensions(get(o, 'small'));
  if (small !== undefined) out.small = small;
  const length = optionalString(get(o, 'length'));
  if (length !== undefined) out.length = length;
  const duration = nonNegative(get(o, 'duration'));
  if (duration !== undefined) out.duration = duration;
  return out;
}

/** `attachmentSchema` */
export function attachment(value: unknown): Attachment {
  const o = object(value);
  const type = get(o, 'type');
  const pleroma = get(o, 'pleroma');
  const p = pleroma !== null && typeof pleroma === 'object' ? object(pleroma) : null;
  return finishAttachment({
    id: id(get(o, 'id')),
    type: ATTACHMENT_TYPES.includes(type as never) ? (type as Attachment['type']) : 'unknown',
    url: nonEmpty(get(o, 'url')),
    preview_url: nullableText(get(o, 'preview_url')),
    remote_url: nullableText(get(o, 'remote_url')),
    text_url: nullableText(get(o, 'text_url')),
    description: shownNullableText(get(o, 'description'), CAPS.mediaDescription),
    blurhash: nullableText(get(o, 'blurhash')),
    meta: meta(get(o, 'meta')),
    pleroma: { mime_type: p ? nullableText(get(p, 'mime_type')) : null },
  });
}

/** `mentionSchema` */
export function mention(value: unknown): Mention {
  const o = object(value);
  return finishMention({
    id: id(get(o, 'id')),
    username: text(get(o, 'username')),
    acct: text(get(o, 'acct')),
    url: text(get(o, 'url')),
  });
}

function tagHistory(value: unknown): Tag['history'][number] {
  const o = object(value);
  const day = get(o, 'day');
  if (typeof day !== 'string') giveUp();
  return { day, uses: count(get(o, 'uses')), accounts: count(get(o, 'accounts')) };
}

/** `tagSchema` */
export function tag(value: unknown): Tag {
  const o = object(value);
  const rawId = get(o, 'id');
  let tagId: string | null = null;
  if (typeof rawId === 'string') tagId = rawId;
  else if (typeof rawId === 'number') tagId = Number.isFinite(rawId) ? String(rawId) : giveUp();
  return {
    id: tagId,
    name: capCombiningMarks(cut(nonEmpty(get(o, 'name')), CAPS.reactionName)),
    url: text(get(o, 'url')),
    history: list(get(o, 'history'), tagHistory, 14),
    following: flag(get(o, 'following'), false),
  };
}

const CARD_TYPES = ['link', 'photo', 'video', 'rich'];

/** `cardSchema` */
export function card(value: unknown): Card {
  const o = object(value);
  const type = get(o, 'type');
  return finishCard({
    url: nonEmpty(get(o, 'url')),
    title: shownText(get(o, 'title'), CAPS.cardTitle),
    description: shownText(get(o, 'description'), CAPS.cardDescription),
    type: CARD_TYPES.includes(type as string) ? (type as Card['type']) : 'link',
    author_name: shownText(get(o, 'author_name'), CAPS.displayName),
    author_url: text(get(o, 'author_url')),
    provider_name: shownText(get(o, 'provider_name'), CAPS.displayName),
    provider_url: text(get(o, 'provider_url')),
    html: htmlText(get(o, 'html'), CAPS.content),
    width: nullableCount(get(o, 'width')),
    height: nullableCount(get(o, 'height')),
    image: nullableText(get(o, 'image')),
    image_description: shownText(get(o, 'image_description'), CAPS.mediaDescription),
    embed_url: text(get(o, 'embed_url')),
    blurhash: nullableText(get(o, 'blurhash')),
  });
}

function pollOption(value: unknown): Poll['options'][number] {
  const o = object(value);
  const title = get(o, 'title');
  if (typeof title !== 'string') giveUp();
  return {
    title: capCombiningMarks(cut(title, CAPS.pollOption)),
    votes_count: nullableCount(get(o, 'votes_count')),
  };
}

/** `pollSchema` */
export function poll(value: unknown): Poll {
  const o = object(value);
  const ownVotes = get(o, 'own_votes');
  if (ownVotes !== undefined && ownVotes !== null && !Array.isArray(ownVotes)) giveUp();
  const omitted = overflow(o, { options: CAPS.pollOptions }).options ?? 0;
  return finishPoll(
    {
      id: id(get(o, 'id')),
      expires_at: nullableDate(get(o, 'expires_at')),
      expired: flag(get(o, 'expired')),
      multiple: flag(get(o, 'multiple')),
      votes_count: count(get(o, 'votes_count')),
      voters_count: nullableCount(get(o, 'voters_count')),
      options: list(get(o, 'options'), pollOption, CAPS.pollOptions),
      emojis: list(get(o, 'emojis'), readEmoji, CAPS.emojis),
      voted: flag(get(o, 'voted')),
      own_votes: (ownVotes ?? [])
        .filter((n): n is number => Number.isInteger(n) && (n as number) >= 0)
        .slice(0, CAPS.pollOptions),
    },
    omitted,
  );
}

/** `emojiReactionSchema` */
export function emojiReaction(value: unknown): EmojiReaction {
  const o = object(value);
  return finishEmojiReaction({
    name: capCombiningMarks(cut(nonEmpty(get(o, 'name')), CAPS.reactionName)),
    count: count(get(o, 'count')),
    me: flag(get(o, 'me'), false),
    url: nullableText(get(o, 'url')),
    account_ids: list(get(o, 'account_ids'), id, CAPS.reactionAccounts),
    accounts: list(get(o, 'accounts'), account, CAPS.reactionAccounts),
  });
}

/**
 * Runs a fast reader; undefined when it gives up (the caller then reads with the schema).
 */
export function tryFast<T>(read: (value: unknown) => T, value: unknown): T | undefined {
  try {
    return read(value);
  } catch {
    // A give-up, or a bug of the reader's own (a stack too deep for a hostile nesting): either way
    // the schema reads the answer as it always did.
    return undefined;
  }
}
