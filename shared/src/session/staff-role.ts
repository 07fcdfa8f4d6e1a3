import type { Account } from '../entities/account';
import { useAccount } from '../store/hooks';
import { useSession } from './hooks';

/** The viewer's role (spec 1 section 3): admin if the admin right is set, else moderator, else member. */
export type StaffRole = 'admin' | 'moderator' | 'member';

// Mastodon's role permission bits (app/models/user_role.rb): administrator, manage_reports, manage_users.
const MASTODON_ADMINISTRATOR = 0x1;
const MASTODON_MANAGE_REPORTS = 0x10;
const MASTODON_MANAGE_USERS = 0x400;

/**
 * The role of an account as its server says it: Pleroma and Akkoma set `pleroma.is_admin` and
 * `pleroma.is_moderator`; Mastodon sends a `role` with permission bits on the own account;
 * GoToSocial a `role` with the name only. Anything else is a member.
 */
export function staffRoleOf(account: Account | null | undefined): StaffRole {
  if (!account) return 'member';
  if (account.pleroma.is_admin) return 'admin';
  if (account.pleroma.is_moderator) return 'moderator';
  const role = account.role;
  if (!role) return 'member';
  const name = role.name.toLowerCase();
  if (role.permissions & MASTODON_ADMINISTRATOR || name === 'admin' || name === 'owner') return 'admin';
  if (role.permissions & (MASTODON_MANAGE_REPORTS | MASTODON_MANAGE_USERS) || name === 'moderator')
    return 'moderator';
  return 'member';
}

/** True for admins and moderators (who see the moderation modal and reports). */
export function isStaff(role: StaffRole): boolean {
  return role !== 'member';
}

/** The signed-in viewer's role; 'member' for anonymous visitors. Re-renders when it changes. */
export function useStaffRole(): StaffRole {
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null);
  return session.kind === 'user' ? staffRoleOf(account) : 'member';
}
