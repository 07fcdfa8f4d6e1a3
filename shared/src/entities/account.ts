import * as z from 'zod/mini';
import { capCombiningMarks } from '../html/combining';
import { sanitizeHtml } from '../html/sanitize';
import { CAPS, cut } from './caps';
import { customEmojiSchema } from './custom-emoji';
import { account as fastAccount, finishAccount } from './fast-read';
import { lazySchema } from './lazy-schema';
import { relationshipSchema } from './relationship';
import {
  count,
  dateText,
  filteredArray,
  flag,
  idSchema,
  map,
  nonEmpty,
  nullableDate,
  nullableText,
  parseManyInSlicesWith,
  parseManyWith,
  parseOneWith,
  positiveInt,
  stringList,
  text,
} from './repair';
import { htmlText, shownText } from './text-schemas';

/** A profile metadata field. `value` is HTML (sanitised here); `name` is plain text. */
const accountFieldSchema = lazySchema(() =>
  map(
    z.object({
      name: map(z.string(), (name) => capCombiningMarks(cut(name, CAPS.fieldName))),
      value: htmlText(CAPS.fieldValue),
      verified_at: nullableDate(),
    }),
    (field) => ({ ...field, value: sanitizeHtml(field.value) }),
  ),
);

export type AccountField = z.infer<typeof accountFieldSchema>;

/** Pleroma and Akkoma extension block of an account. */
const accountPleromaObject = lazySchema(() =>
  z.object({
    ap_id: nullableText(),
    also_known_as: stringList(),
    allow_following_move: flag(),
    background_image: nullableText(),
    is_admin: flag(),
    is_moderator: flag(),
    is_confirmed: flag(true),
    /** Older Pleroma: the inverse of `is_confirmed`. */
    confirmation_pending: flag(),
    /** Older Pleroma sends `deactivated`; newer `is_active` (admin views only). */
    deactivated: flag(),
    hide_favorites: flag(true),
    hide_followers: flag(),
    hide_follows: flag(),
    hide_followers_count: flag(),
    hide_follows_count: flag(),
    skip_thread_containment: flag(),
    /** Moderation tags such as 'mrf_tag:sandbox' (null from old servers becomes []). */
    tags: stringList(),
    relationship: z.catch(z.nullable(relationshipSchema), null),
    unread_conversation_count: count(),
    notification_settings: z.catch(
      z.object({ block_from_strangers: flag(), hide_notification_contents: flag() }),
      { block_from_strangers: false, hide_notification_contents: false },
    ),
    /** Favicon of the account's instance. */
    favicon: nullableText(),
    /** Only in verify_credentials: opaque per-frontend settings. */
    settings_store: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
    /** Only for the signed-in user. */
    chat_token: nullableText(),
    unread_notifications_count: count(),
  }),
);
const accountPleromaSchema = lazySchema(() =>
  z.catch(accountPleromaObject, () => accountPleromaObject.parse({})),
);

export type AccountPleroma = z.infer<typeof accountPleromaSchema>;

/** Akkoma extension block of an account. */
const accountAkkomaSchema = lazySchema(() =>
  z.catch(
    z.object({
      instance: z.catch(z.nullable(z.object({ name: text(), favicon: nullableText() })), null),
      status_ttl_days: z.catch(z.nullable(positiveInt()), null),
    }),
    { instance: null, status_ttl_days: null },
  ),
);

/** `source`: what the owner typed, only in verify_credentials / update_credentials. */
const accountSourceSchema = lazySchema(() =>
  z.catch(
    z.nullable(
      z.object({
        note: text(CAPS.note),
        privacy: nullableText(),
        sensitive: flag(),
        language: nullableText(),
        fields: filteredArray(
          z.object({ name: text(CAPS.fieldName), value: text(CAPS.fieldValue) }),
          'source field',
          CAPS.profileFields,
        ),
        pleroma: z.catch(
          z.nullable(
            z.object({
              actor_type: nullableText(),
              discoverable: flag(),
              no_rich_text: flag(),
              show_role: flag(true),
            }),
          ),
          null,
        ),
      }),
    ),
    null,
  ),
);

const accountBaseSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    username: text(),
    acct: nonEmpty(),
    /** Plain text (React escapes it); custom emoji are `:shortcode:` to be replaced on render. */
    display_name: shownText(CAPS.displayName),
    /** HTML, sanitised here. */
    note: htmlText(CAPS.note),
    url: text(),
    avatar: text(),
    avatar_static: text(),
    header: text(),
    header_static: text(),
    locked: flag(),
    bot: flag(),
    discoverable: flag(),
    group: flag(),
    emojis: filteredArray(customEmojiSchema, 'custom emoji', CAPS.emojis),
    fields: filteredArray(accountFieldSchema, 'account field', CAPS.profileFields),
    followers_count: count(),
    following_count: count(),
    statuses_count: count(),
    /** Only for the signed-in user: pending follow requests. */
    follow_requests_count: count(),
    created_at: dateText(),
    last_status_at: nullableDate(),
    /** Pleroma/Akkoma: the fully qualified `user@host`. */
    fqn: nullableText(),
    /**
     * Mastodon 4 (own account in verify_credentials) and GoToSocial: the account's role. Mastodon
     * sends `permissions` as a bit field in a string; GoToSocial only `name` ('admin', 'moderator').
     */
    role: z.catch(
      z.nullable(
        z.object({
          name: text(),
          permissions: z.catch(
            map(z.union([z.string(), z.number()]), (v) => Number(v) || 0),
            0,
          ),
        }),
      ),
      null,
    ),
    source: accountSourceSchema,
    pleroma: accountPleromaSchema,
    akkoma: accountAkkomaSchema,
  }),
);

type AccountBase = z.infer<typeof accountBaseSchema>;

/** An account. `moved` is the account this one moved to, if any. */
export type Account = AccountBase & { moved: Account | null };

export const accountSchema: z.ZodMiniType<Account> = lazySchema(() =>
  map(
    z.extend(accountBaseSchema, {
      moved: z.catch(z.nullable(z.lazy(() => accountSchema)), null),
    }),
    finishAccount,
  ),
);

// Accounts are read by the fast reader where it can (the signed-in user's own account is read on
// every start), with the same result; the schema reads what it gives up on (decision 0298).

/** Reads one account; null (logged) when it cannot be read. */
export function parseAccount(json: unknown): Account | null {
  return parseOneWith(accountSchema, fastAccount, json, 'account');
}

/** Reads a list of accounts, dropping (and logging) unreadable ones. */
export function parseAccountList(json: unknown): Account[] {
  return parseManyWith(accountSchema, fastAccount, json, 'account');
}

/** `parseAccountList` in slices that yield to the page (a page of hostile accounts, issue 39). */
export function parseAccountListInSlices(json: unknown, signal?: AbortSignal): Promise<Account[]> {
  return parseManyInSlicesWith(accountSchema, fastAccount, json, 'account', { signal });
}

export { isLocalAccount } from './local-account';
