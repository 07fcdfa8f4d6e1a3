import type { Account } from './types';

/** Akkoma's privilege names; the instance config grants these per role. */
export const ADMIN_PRIVILEGES = [
  'users_read',
  'users_manage_invites',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
  'instances_delete',
  'reports_manage_reports',
  'moderation_log_read',
  'announcements_manage_announcements',
  'emoji_manage_emoji',
  'statistics_read',
];

export const MODERATOR_PRIVILEGES = [
  'messages_delete',
  'reports_manage_reports',
  'users_manage_tags',
  'users_read',
  'users_manage_activation_state',
];

export function privilegesOf(account: Account): string[] {
  if (account.role === 'admin') return ADMIN_PRIVILEGES;
  if (account.role === 'moderator') return MODERATOR_PRIVILEGES;
  return [];
}

export function hasPrivilege(account: Account | null, privilege: string): boolean {
  return account !== null && privilegesOf(account).includes(privilege);
}

export function isStaff(account: Account | null): boolean {
  return account !== null && (account.role === 'admin' || account.role === 'moderator');
}
