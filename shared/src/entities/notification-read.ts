import * as fast from './fast-read';
import type { Notification } from './notification';
import { fastStatus } from './status-read';

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
