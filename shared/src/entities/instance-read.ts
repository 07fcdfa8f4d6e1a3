import { DEFAULT_POLL_LIMITS, DEFAULT_TEXT_LIMIT } from '../constants';
import { sanitizeHtml } from '../html/sanitize';
import { CAPS } from './caps';
import * as fast from './fast-read';
import type { Instance, PollLimits, RawInstance } from './instance';

// What the instance schema (instance.ts) and the fast reader both finish an instance with, and the
// fast reader itself, apart from the schema library: @murmur/shared/core reads a start's instance
// without it.

export const FEED_ACCESS = ['public', 'authenticated', 'disabled'] as const;

/** What `instanceSchema` makes of the fields it read (the fast reader finishes alike). */
export function finishInstance(instance: RawInstance) {
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

/** The instance as known before `/api/v1/instance` answered: all defaults. */
export const EMPTY_INSTANCE: Instance = fastInstance({});
