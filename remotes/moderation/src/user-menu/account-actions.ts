// The card's admin actions. Each one changes the store only after the server answered ok.
import { type Account, type AdminUser, bus, store } from '@murmur/shared';
import { changeUsers, deleteUser, setUserRight, setUserTag } from '../api/admin-api';

function updateAccount(
  id: string,
  change: (pleroma: Account['pleroma']) => Partial<Account['pleroma']>,
): void {
  const held = store.accounts.get(id);
  if (held) store.accounts.upsert({ ...held, pleroma: { ...held.pleroma, ...change(held.pleroma) } });
}

function updateAdminUser(id: string, change: (user: AdminUser) => Partial<AdminUser>): void {
  const held = store.adminUsers.get(id);
  if (held) store.adminUsers.upsert({ ...held, ...change(held) });
}

/** Grants or revokes admin or moderator rights (local accounts only; spec 2 section 4). */
export async function setRight(account: Account, right: 'admin' | 'moderator', on: boolean): Promise<void> {
  await setUserRight(account.acct, right, on);
  updateAccount(account.id, () => (right === 'admin' ? { is_admin: on } : { is_moderator: on }));
  updateAdminUser(account.id, (user) => ({ roles: { ...user.roles, [right]: on } }));
}

/** Activates or deactivates an account; the server's reply says how the account is now. */
export async function setActive(nickname: string, id: string, active: boolean): Promise<void> {
  const users = await changeUsers(active ? 'activate' : 'deactivate', [nickname]);
  const reply = users.find((user) => user.id === id || user.nickname === nickname);
  const isActive = reply ? reply.is_active : active;
  if (reply) store.adminUsers.upsert(reply);
  updateAccount(id, () => ({ deactivated: !isActive }));
}

/** Approves pending registrations. */
export async function approve(nicknames: readonly string[]): Promise<void> {
  const users = await changeUsers('approve', nicknames);
  store.adminUsers.upsertMany(users);
}

/** Puts a moderation tag on an account or takes it off. */
export async function setTag(account: Account, tag: string, on: boolean): Promise<void> {
  await setUserTag(account.acct, tag, on);
  updateAccount(account.id, (pleroma) => ({
    tags: on ? [...new Set([...pleroma.tags, tag])] : pleroma.tags.filter((t) => t !== tag),
  }));
  updateAdminUser(account.id, (user) => ({
    tags: on ? [...new Set([...user.tags, tag])] : user.tags.filter((t) => t !== tag),
  }));
}

/**
 * Deletes an account. On success its posts are gone from every list on the page (spec 2
 * section 4: the user's statuses are marked deleted) and the account reads as deactivated.
 */
export async function removeAccount(account: Account): Promise<void> {
  await deleteUser(account.acct);
  const own = store.statuses.values().filter((status) => status.account.id === account.id);
  store.statuses.removeMany(own.map((status) => status.id));
  for (const status of own) bus.emit({ type: 'status/deleted', statusId: status.id });
  updateAccount(account.id, () => ({ deactivated: true }));
  store.adminUsers.removeMany([account.id]);
}
