import { blocks, domainBlocked, mutesNotifications } from './relations';
import type { Notification, NotificationType } from './types';
import type { World } from './world';

export interface NotifyInput {
  to: string;
  type: NotificationType;
  from: string;
  statusId?: string | null;
  targetId?: string | null;
  reportId?: string | null;
  emoji?: string | null;
  at?: number;
}

/**
 * Creates a notification the way Pleroma decides to: only for local recipients, never for
 * one's own actions, and not from accounts or domains the recipient blocks, or mutes with
 * notifications, or in threads the recipient muted.
 */
export function notify(world: World, input: NotifyInput): Notification | null {
  const recipient = world.accounts.get(input.to);
  const actor = world.accounts.get(input.from);
  if (!recipient || !actor || recipient.domain !== null) return null;
  if (input.to === input.from && input.type !== 'poll') return null;
  if (blocks(world, input.to, input.from) || mutesNotifications(world, input.to, input.from)) return null;
  if (domainBlocked(world, input.to, actor)) return null;
  if (input.statusId) {
    const status = world.statuses.get(input.statusId);
    if (status && world.threadMutes.get(input.to)?.has(status.context)) return null;
  }
  if (recipient.notificationSettings.blockFromStrangers && input.type !== 'follow_request') {
    if (!world.isFollowing(input.to, input.from) && input.to !== input.from) return null;
  }
  const at = input.at ?? Date.now();
  const notification: Notification = {
    id: world.ids.next(at),
    accountId: input.to,
    type: input.type,
    fromId: input.from,
    statusId: input.statusId ?? null,
    targetId: input.targetId ?? null,
    reportId: input.reportId ?? null,
    emoji: input.emoji ?? null,
    createdAt: at,
    read: false,
    dismissed: false,
  };
  world.addNotification(notification);
  world.events.emit({ kind: 'notification', notification });
  return notification;
}
