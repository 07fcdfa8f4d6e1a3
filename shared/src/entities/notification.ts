import * as z from 'zod/mini';
import { accountSchema } from './account';
import * as fast from './fast-read';
import { lazySchema } from './lazy-schema';
import { dateText, flag, idSchema, nullableText, parseManyWith, parseOneWith } from './repair';
import { fastStatus, statusSchema } from './status';

export const NOTIFICATION_TYPES = [
  'mention',
  'status',
  'reblog',
  'favourite',
  'follow',
  'follow_request',
  'poll',
  'update',
  'move',
  'pleroma:emoji_reaction',
  'pleroma:chat_mention',
  'pleroma:report',
  'admin.sign_up',
  'admin.report',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types that make no sense without a status (spec 2, section 3); such a notification is dropped. */
export const NOTIFICATION_TYPES_WITH_STATUS: readonly NotificationType[] = [
  'mention',
  'status',
  'reblog',
  'favourite',
  'poll',
  'update',
  'pleroma:emoji_reaction',
];

/**
 * A notification. Unknown types are dropped (and logged), as are notifications whose type needs
 * a status but came without one.
 */
export const notificationSchema = lazySchema(() =>
  z
    .object({
      id: idSchema,
      type: z.enum(NOTIFICATION_TYPES),
      created_at: dateText(),
      account: accountSchema,
      status: z.catch(z.nullable(statusSchema), null),
      /** For `move`: the account moved to. */
      target: z.catch(z.nullable(accountSchema), null),
      /** For `pleroma:emoji_reaction`: the emoji, and its image for a custom one. */
      emoji: nullableText(),
      emoji_url: nullableText(),
      pleroma: z.catch(z.object({ is_seen: flag(), is_muted: flag() }), { is_seen: false, is_muted: false }),
    })
    .check(
      z.refine((n) => n.status !== null || !NOTIFICATION_TYPES_WITH_STATUS.includes(n.type), {
        message: 'notification type needs a status',
        path: ['status'],
      }),
    ),
);

export type Notification = z.infer<typeof notificationSchema>;

// The fast reader of a notification (issue 40, fast-read.ts): the schema's result for a
// notification as servers send it, its account and target by the fast account reader, its status by
// the fast status reader; it gives up (throws) on anything else, and the schema then reads the whole
// notification.

/** `notificationSchema`'s `pleroma` block: its fallback for a missing or scalar value. */
function fastNotificationPleroma(v: unknown): Notification['pleroma'] {
  if (v === undefined || v === null || typeof v !== 'object') return { is_seen: false, is_muted: false };
  const o = fast.object(v);
  return { is_seen: fast.flag(fast.get(o, 'is_seen')), is_muted: fast.flag(fast.get(o, 'is_muted')) };
}

/** `notificationSchema`'s result by the fast reader; throws where the schema must read. */
export function fastNotification(json: unknown): Notification {
  const o = fast.object(json);
  const type = fast.get(o, 'type');
  if (typeof type !== 'string' || !NOTIFICATION_TYPES.includes(type as NotificationType)) throw fast.GIVE_UP;
  const id = fast.id(fast.get(o, 'id'));
  const createdAt = fast.dateText(fast.get(o, 'created_at'));
  const account = fast.account(fast.get(o, 'account'));
  const rawStatus = fast.get(o, 'status');
  // A status the schema would not read is caught to null there; here the schema reads it all.
  const status = rawStatus === undefined || rawStatus === null ? null : fastStatus(fast.object(rawStatus));
  if (status === null && NOTIFICATION_TYPES_WITH_STATUS.includes(type as NotificationType))
    throw fast.GIVE_UP;
  return {
    id,
    type: type as NotificationType,
    created_at: createdAt,
    account,
    status,
    target: fast.nullableObject(fast.get(o, 'target'), fast.account),
    emoji: fast.nullableText(fast.get(o, 'emoji')),
    emoji_url: fast.nullableText(fast.get(o, 'emoji_url')),
    pleroma: fastNotificationPleroma(fast.get(o, 'pleroma')),
  };
}

/** Reads one notification; null (logged) when it cannot be read. */
export function parseNotification(json: unknown): Notification | null {
  return parseOneWith(notificationSchema, fastNotification, json, 'notification');
}

/** Reads a list of notifications, dropping (and logging) unreadable ones. */
export function parseNotificationList(json: unknown): Notification[] {
  return parseManyWith(notificationSchema, fastNotification, json, 'notification');
}
