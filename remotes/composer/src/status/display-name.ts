import type { Account } from '@murmur/shared/core';

/** What a post shows as its author's name: the display name, else the user name. */
export function displayName(account: Pick<Account, 'display_name' | 'username' | 'acct'>): string {
  return account.display_name.trim() || account.username || account.acct;
}
