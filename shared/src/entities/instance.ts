import * as z from 'zod/mini';
import { DEFAULT_POLL_LIMITS, DEFAULT_TEXT_LIMIT } from '../constants';
import { sanitizeHtml } from '../html/sanitize';
import { accountSchema } from './account';
import { CAPS, shownText } from './caps';
import * as fast from './fast-read';
import { lazySchema } from './lazy-schema';
import {
  count,
  filteredArray,
  flag,
  map,
  nonNegativeInt,
  nullableCount,
  nullableText,
  numeric,
  parseOneWith,
  positiveInt,
  stringList,
  text,
} from './repair';

const pollLimitsSchema = lazySchema(() =>
  z.object({
    max_options: z.catch(z.pipe(numeric(), positiveInt()), DEFAULT_POLL_LIMITS.max_options),
    max_option_chars: z.catch(z.pipe(numeric(), positiveInt()), DEFAULT_POLL_LIMITS.max_option_chars),
    min_expiration: z.catch(z.pipe(numeric(), nonNegativeInt()), DEFAULT_POLL_LIMITS.min_expiration),
    max_expiration: z.catch(z.pipe(numeric(), positiveInt()), DEFAULT_POLL_LIMITS.max_expiration),
  }),
);
export type PollLimits = z.infer<typeof pollLimitsSchema>;

const fieldsLimitsSchema = lazySchema(() =>
  z.catch(
    z.nullable(
      z.object({
        max_fields: nullableCount(),
        max_remote_fields: nullableCount(),
        name_length: nullableCount(),
        value_length: nullableCount(),
      }),
    ),
    null,
  ),
);

/** Pleroma/Akkoma `pleroma.metadata` of the instance reply. */
const instanceMetadataSchema = lazySchema(() =>
  z.object({
    /** Capability names (see `capabilitiesFrom` in session). */
    features: stringList(),
    account_activation_required: flag(),
    post_formats: stringList(),
    privileged_staff: flag(),
    fields_limits: fieldsLimitsSchema,
    /** MRF transparency: policies, quarantined instances, and `enabled` (federating). */
    federation: z.catch(z.record(z.string(), z.unknown()), {}),
    /** Akkoma: the instances of the bubble timeline. */
    local_bubble_instances: stringList(),
  }),
);

const instancePleromaSchema = lazySchema(() =>
  z.catch(
    z.object({
      metadata: z.catch(instanceMetadataSchema, () => instanceMetadataSchema.parse({})),
      vapid_public_key: nullableText(),
      stats: z.catch(z.object({ mau: count() }), { mau: 0 }),
    }),
    () => ({
      metadata: instanceMetadataSchema.parse({}),
      vapid_public_key: null,
      stats: { mau: 0 },
    }),
  ),
);

const FEED_ACCESS = ['public', 'authenticated', 'disabled'] as const;
/** 'public', 'authenticated' or 'disabled' (Mastodon 4.5 `timelines_access`), null when not said. */
const feedAccess = () => z.catch(z.nullable(z.enum(FEED_ACCESS)), null);
const feedAccessPair = () =>
  z.catch(z.nullable(z.object({ local: feedAccess(), remote: feedAccess() })), null);

const configurationSchema = lazySchema(() =>
  z.catch(
    z.nullable(
      z.object({
        /** Who may read the public and hashtag feeds (Mastodon 4.5); null on servers that do not say. */
        timelines_access: z.catch(
          z.nullable(z.object({ live_feeds: feedAccessPair(), hashtag_feeds: feedAccessPair() })),
          null,
        ),
        statuses: z.catch(
          z.object({
            max_characters: nullableCount(),
            max_media_attachments: nullableCount(),
          }),
          { max_characters: null, max_media_attachments: null },
        ),
        polls: z.catch(
          z.nullable(
            z.object({
              max_options: nullableCount(),
              max_characters_per_option: nullableCount(),
              min_expiration: nullableCount(),
              max_expiration: nullableCount(),
            }),
          ),
          null,
        ),
      }),
    ),
    null,
  ),
);

const ruleSchema = lazySchema(() => z.object({ id: z.coerce.string(), text: text() }));

/** The instance reply's fields as read, before the limits are filled in (`finishInstance`). */
const rawInstanceSchema = lazySchema(() =>
  z.object({
    uri: text(),
    title: shownText(CAPS.displayName),
    /** HTML, sanitised. */
    description: text(CAPS.content),
    short_description: text(),
    email: text(),
    version: text(),
    /**
     * Mastodon 4.3+ (and servers claiming its API): `api_versions.mastodon`, the Mastodon API level
     * it speaks (2 for 4.3); null when not said. Read from the v2 reply.
     */
    api_versions: z.catch(z.object({ mastodon: nullableCount() }), { mastodon: null }),
    /** Fedibird's statement that posts may quote (`quote_id` when posting); Hollo sends it in v2. */
    feature_quote: flag(),
    urls: z.catch(z.object({ streaming_api: nullableText() }), { streaming_api: null }),
    stats: z.catch(z.object({ user_count: count(), status_count: count(), domain_count: count() }), {
      user_count: 0,
      status_count: 0,
      domain_count: 0,
    }),
    thumbnail: nullableText(),
    languages: stringList(),
    registrations: flag(),
    approval_required: flag(),
    invites_enabled: flag(),
    contact_account: z.catch(z.nullable(accountSchema), null),
    rules: filteredArray(ruleSchema, 'instance rule'),
    configuration: configurationSchema,
    /** Pleroma: text limit (0 means none). */
    max_toot_chars: z.catch(z.nullable(z.pipe(numeric(), nonNegativeInt())), null),
    poll_limits: z.catch(z.nullable(pollLimitsSchema), null),
    upload_limit: nullableCount(),
    avatar_upload_limit: nullableCount(),
    background_upload_limit: nullableCount(),
    banner_upload_limit: nullableCount(),
    description_limit: nullableCount(),
    background_image: nullableText(),
    pleroma: instancePleromaSchema,
  }),
);

type RawInstance = z.infer<typeof rawInstanceSchema>;

/** What `instanceSchema` makes of the fields it read (the fast reader finishes alike). */
function finishInstance(instance: RawInstance) {
  const polls = instance.configuration?.polls;
  const poll_limits: PollLimits = instance.poll_limits ?? {
    max_options: polls?.max_options ?? DEFAULT_POLL_LIMITS.max_options,
    max_option_chars: polls?.max_characters_per_option ?? DEFAULT_POLL_LIMITS.max_option_chars,
    min_expiration: polls?.min_expiration ?? DEFAULT_POLL_LIMITS.min_expiration,
    max_expiration: polls?.max_expiration ?? DEFAULT_POLL_LIMITS.max_expiration,
  };
  return {
    ...instance,
    description: sanitizeHtml(instance.description),
    short_description: sanitizeHtml(instance.short_description),
    max_toot_chars:
      instance.max_toot_chars ?? instance.configuration?.statuses.max_characters ?? DEFAULT_TEXT_LIMIT,
    /** False when the server named no text limit and `max_toot_chars` is the client's default. */
    text_limit_stated:
      instance.max_toot_chars !== null || (instance.configuration?.statuses.max_characters ?? null) !== null,
    poll_limits,
  };
}

/**
 * The instance (`GET /api/v1/instance`). Pleroma's extra top-level limits are filled from
 * Mastodon's `configuration` block when absent, then from the spec's defaults, so screens read
 * `max_toot_chars` and `poll_limits` on any server.
 */
export const instanceSchema = lazySchema(() => map(rawInstanceSchema, finishInstance));

export type Instance = z.infer<typeof instanceSchema>;

// The fast reader of the instance (fast-read.ts): the schema's result without the schema library,
// since the instance is read on every start; it gives up on anything it is not sure of, and the
// schema reads that reply (decision 0301). `fast-read.property.test.ts` holds the two alike.
// Every field of the instance schema has a fallback, so a key present with `undefined` reads as a
// missing one (`instanceV1FromV2` leaves the fields v2 lacks so): fields are read as they are.

const nullableCaught = <T>(v: unknown, read: (o: fast.Json) => T) =>
  fast.caught<T | null>(v, read, () => null);

/** `z.catch(z.pipe(numeric(), positiveInt() or nonNegativeInt()), fallback)` */
function limit<F extends number | null>(v: unknown, fallback: F, least: 0 | 1): number | F {
  const n = fast.numeric(v);
  if (n === undefined) return fallback;
  if (Object.is(n, -0)) fast.giveUp();
  return Number.isSafeInteger(n) && n >= least ? n : fallback;
}

const readFeedAccess = (v: unknown) =>
  FEED_ACCESS.includes(v as (typeof FEED_ACCESS)[number]) ? (v as (typeof FEED_ACCESS)[number]) : null;
const readFeedAccessPair = (v: unknown) =>
  nullableCaught(v, (o) => ({
    local: readFeedAccess(o.local),
    remote: readFeedAccess(o.remote),
  }));

function fastConfiguration(o: fast.Json): RawInstance['configuration'] {
  return {
    timelines_access: nullableCaught(o.timelines_access, (t) => ({
      live_feeds: readFeedAccessPair(t.live_feeds),
      hashtag_feeds: readFeedAccessPair(t.hashtag_feeds),
    })),
    statuses: fast.caught(
      o.statuses,
      (t) => ({
        max_characters: fast.nullableCount(t.max_characters),
        max_media_attachments: fast.nullableCount(t.max_media_attachments),
      }),
      () => ({ max_characters: null, max_media_attachments: null }),
    ),
    polls: nullableCaught(o.polls, (t) => ({
      max_options: fast.nullableCount(t.max_options),
      max_characters_per_option: fast.nullableCount(t.max_characters_per_option),
      min_expiration: fast.nullableCount(t.min_expiration),
      max_expiration: fast.nullableCount(t.max_expiration),
    })),
  };
}

function fastMetadata(o: fast.Json) {
  return {
    features: fast.stringList(o.features),
    account_activation_required: fast.flag(o.account_activation_required),
    post_formats: fast.stringList(o.post_formats),
    privileged_staff: fast.flag(o.privileged_staff),
    fields_limits: nullableCaught(o.fields_limits, (t) => ({
      max_fields: fast.nullableCount(t.max_fields),
      max_remote_fields: fast.nullableCount(t.max_remote_fields),
      name_length: fast.nullableCount(t.name_length),
      value_length: fast.nullableCount(t.value_length),
    })),
    federation: fast.record(o.federation),
    local_bubble_instances: fast.stringList(o.local_bubble_instances),
  };
}

function fastPleroma(v: unknown): RawInstance['pleroma'] {
  return fast.caught(
    v,
    (o) => ({
      metadata: fast.caught(o.metadata, fastMetadata, () => fastMetadata({})),
      vapid_public_key: fast.nullableText(o.vapid_public_key),
      stats: fast.caught(
        o.stats,
        (t) => ({ mau: fast.count(t.mau) }),
        () => ({ mau: 0 }),
      ),
    }),
    () => ({ metadata: fastMetadata({}), vapid_public_key: null, stats: { mau: 0 } }),
  );
}

/**
 * `ruleSchema`: `z.coerce.string()` is `String()`. An entry the schema drops (not an object, or
 * without an id) goes to it.
 */
function fastRule(item: unknown) {
  const o = fast.object(item);
  const id = o.id;
  if (id === undefined) fast.giveUp();
  return { id: String(id), text: fast.text(o.text) };
}

/** `instanceSchema`'s result by the fast reader; throws where the schema must read. */
export function fastInstance(json: unknown): Instance {
  const o = fast.object(json);
  return finishInstance({
    uri: fast.text(o.uri),
    title: fast.shownText(o.title, CAPS.displayName),
    description: fast.text(o.description, CAPS.content),
    short_description: fast.text(o.short_description),
    email: fast.text(o.email),
    version: fast.text(o.version),
    api_versions: fast.caught(
      o.api_versions,
      (t) => ({ mastodon: fast.nullableCount(t.mastodon) }),
      () => ({ mastodon: null }),
    ),
    feature_quote: fast.flag(o.feature_quote),
    urls: fast.caught(
      o.urls,
      (t) => ({ streaming_api: fast.nullableText(t.streaming_api) }),
      () => ({ streaming_api: null }),
    ),
    stats: fast.caught(
      o.stats,
      (t) => ({
        user_count: fast.count(t.user_count),
        status_count: fast.count(t.status_count),
        domain_count: fast.count(t.domain_count),
      }),
      () => ({ user_count: 0, status_count: 0, domain_count: 0 }),
    ),
    thumbnail: fast.nullableText(o.thumbnail),
    languages: fast.stringList(o.languages),
    registrations: fast.flag(o.registrations),
    approval_required: fast.flag(o.approval_required),
    invites_enabled: fast.flag(o.invites_enabled),
    contact_account: nullableCaught(o.contact_account, fast.account),
    rules: fast.list(o.rules, fastRule, CAPS.unpagedList),
    configuration: nullableCaught(o.configuration, fastConfiguration),
    max_toot_chars: limit(o.max_toot_chars, null, 0),
    poll_limits: nullableCaught(o.poll_limits, (t) => ({
      max_options: limit(t.max_options, DEFAULT_POLL_LIMITS.max_options, 1),
      max_option_chars: limit(t.max_option_chars, DEFAULT_POLL_LIMITS.max_option_chars, 1),
      min_expiration: limit(t.min_expiration, DEFAULT_POLL_LIMITS.min_expiration, 0),
      max_expiration: limit(t.max_expiration, DEFAULT_POLL_LIMITS.max_expiration, 1),
    })),
    upload_limit: fast.nullableCount(o.upload_limit),
    avatar_upload_limit: fast.nullableCount(o.avatar_upload_limit),
    background_upload_limit: fast.nullableCount(o.background_upload_limit),
    banner_upload_limit: fast.nullableCount(o.banner_upload_limit),
    description_limit: fast.nullableCount(o.description_limit),
    background_image: fast.nullableText(o.background_image),
    pleroma: fastPleroma(o.pleroma),
  });
}

/** Reads the instance reply; null (logged) when it cannot be read. */
export function parseInstance(json: unknown): Instance | null {
  return parseOneWith(instanceSchema, fastInstance, json, 'instance');
}

/** The instance as known before `/api/v1/instance` answered: all defaults. */
export const EMPTY_INSTANCE: Instance = fastInstance({});
