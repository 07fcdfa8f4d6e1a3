import * as z from 'zod/mini';
import { DEFAULT_POLL_LIMITS } from '../constants';
import { accountSchema } from './account';
import { CAPS } from './caps';
import { FEED_ACCESS, fastInstance, finishInstance } from './instance-read';
import { describesInstance, instanceV1FromV2 } from './instance-v2';
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
import { shownText } from './text-schemas';

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

export type RawInstance = z.infer<typeof rawInstanceSchema>;

/**
 * The instance (`GET /api/v1/instance`). Pleroma's extra top-level limits are filled from
 * Mastodon's `configuration` block when absent, then from the spec's defaults, so screens read
 * `max_toot_chars` and `poll_limits` on any server.
 */
export const instanceSchema = lazySchema(() => map(rawInstanceSchema, finishInstance));

export type Instance = z.infer<typeof instanceSchema>;

/** Reads the instance reply; null (logged) when it cannot be read. */
export function parseInstance(json: unknown): Instance | null {
  return parseOneWith(instanceSchema, fastInstance, json, 'instance');
}

/** Reads a v2 instance reply; null (logged) when it does not describe an instance. */
export function parseInstanceV2(json: unknown): Instance | null {
  return describesInstance(json) ? parseInstance(instanceV1FromV2(json)) : null;
}

export { EMPTY_INSTANCE, fastInstance } from './instance-read';
