import type { Account } from './account';

/** True when the account lives on the viewer's instance (its acct has no domain). */
export function isLocalAccount(account: Pick<Account, 'acct'>): boolean {
  return !account.acct.includes('@');
}
