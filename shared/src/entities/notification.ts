import * as z from 'zod/mini';
import { accountSchema } from './account';
import { dateText, flag, idSchema, nullableText, parseMany, parseOne } from './repair';
import { statusSchema } from './status';

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
export const notificationSchema = z
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
  );

export type Notification = z.infer<typeof notificationSchema>;

/** Reads one notification; null (logged) when it cannot be read. */
export function parseNotification(json: unknown): Notification | null {
  return parseOne(notificationSchema, json, 'notification');
}

/** Reads a list of notifications, dropping (and logging) unreadable ones. */
export function parseNotificationList(json: unknown): Notification[] {
  return parseMany(notificationSchema, json, 'notification');
}
