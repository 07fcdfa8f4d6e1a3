import { ApiError } from '../util/errors';
import { checkPassword } from '../util/password';
import type { Account } from '../world/types';
import type { World } from '../world/world';

/** Finds the account a username (nickname or email) names and checks its password, as Pleroma's password grant does. */
export function authenticate(world: World, username: string, password: string): Account {
  const lower = username.trim().toLowerCase().replace(/^@/, '');
  let account = world.accountByAcct(lower);
  if (!account) for (const a of world.accounts.values()) if (a.email?.toLowerCase() === lower) account = a;
  if (
    !account ||
    account.domain !== null ||
    !checkPassword(password, account.passwordSalt, account.passwordHash)
  ) {
    throw new ApiError(400, 'Invalid credentials');
  }
  return account;
}

/** Account states that refuse a login even with the right password; Pleroma's texts and identifiers. */
export function checkLoginAllowed(account: Account): void {
  if (account.deactivated)
    throw new ApiError(403, 'Your account is currently disabled', { identifier: 'account_is_disabled' });
  if (account.passwordResetRequired)
    throw new ApiError(403, 'Password reset is required', { identifier: 'password_reset_required' });
  if (!account.confirmed)
    throw new ApiError(403, 'Your login is missing a confirmed e-mail address', {
      identifier: 'missing_confirmed_email',
    });
  if (!account.approved)
    throw new ApiError(403, 'Your account is awaiting approval.', { identifier: 'awaiting_approval' });
}
