import type { DevInstance } from '../instance';
import { notFound } from '../util/errors';
import type { Account, Status } from '../world/types';
import { canSee } from '../world/visibility';

/** A status the viewer may see, or the 404 Pleroma gives for both "missing" and "not allowed". */
export function visibleStatus(inst: DevInstance, id: string, viewer: Account | null): Status {
  const status = inst.world.statuses.get(id);
  if (!status || !canSee(inst.world, viewer, status)) throw notFound();
  return status;
}

/** An account by id or by acct (nickname or nickname@domain), as Pleroma accepts both. */
export function findAccount(inst: DevInstance, idOrAcct: string): Account {
  const world = inst.world;
  const account = world.accounts.get(idOrAcct) ?? world.accountByAcct(idOrAcct);
  if (!account) throw notFound("Can't find user");
  return account;
}

/** Like visibleStatus, but a reblog stands for the status it reblogs, as actions on it do on Pleroma. */
export function visibleTarget(inst: DevInstance, id: string, viewer: Account | null): Status {
  const status = visibleStatus(inst, id, viewer);
  return status.reblogOfId ? (inst.world.statuses.get(status.reblogOfId) ?? status) : status;
}
