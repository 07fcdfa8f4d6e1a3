import type { Account } from '@murmur/shared';

/**
 * The nicknames behind nodeinfo's `staffAccounts`, which Pleroma and Akkoma give as the accounts'
 * ActivityPub ids (`https://host/users/name`). Only ids on the instance's own host count: a
 * staff list naming someone elsewhere is not this instance's staff.
 */
export function staffNicknames(staffAccounts: readonly string[], instanceHost: string): string[] {
  const names: string[] = [];
  for (const id of staffAccounts) {
    try {
      const url = new URL(id);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      if (instanceHost && url.host !== instanceHost) continue;
      const name = url.pathname.split('/').filter(Boolean).pop();
      if (name && /^[\w.-]+$/.test(name) && !names.includes(name)) names.push(name);
    } catch {
      // Not a URL: not a staff account this client can find.
    }
  }
  return names;
}

export interface StaffGroups {
  admin: Account[];
  moderator: Account[];
}

/** Spec 2 section 6: the staff page groups accounts by role, admin first, then moderator. */
export function groupStaff(accounts: readonly Account[]): StaffGroups {
  const groups: StaffGroups = { admin: [], moderator: [] };
  for (const account of accounts) {
    if (account.pleroma.is_admin) groups.admin.push(account);
    else if (account.pleroma.is_moderator) groups.moderator.push(account);
  }
  return groups;
}
