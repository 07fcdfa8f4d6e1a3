import * as z from 'zod/mini';
import { accountSchema } from './account';
import { lazySchema } from './lazy-schema';
import { fastNotification, NOTIFICATION_TYPES, NOTIFICATION_TYPES_WITH_STATUS } from './notification-read';
import { dateText, flag, idSchema, nullableText, parseManyWith, parseOneWith } from './repair';
import { statusSchema } from './status';

export type { NotificationType } from './notification-read';
export { fastNotification, NOTIFICATION_TYPES, NOTIFICATION_TYPES_WITH_STATUS } from './notification-read';

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

/** Reads one notification; null (logged) when it cannot be read. */
export function parseNotification(json: unknown): Notification | null {
  return parseOneWith(notificationSchema, fastNotification, json, 'notification');
}

/** Reads a list of notifications, dropping (and logging) unreadable ones. */
export function parseNotificationList(json: unknown): Notification[] {
  return parseManyWith(notificationSchema, fastNotification, json, 'notification');
}
