import type { Status } from './types';
import type { World } from './world';

/** Deletes a status and its reblogs, drops notifications about it, and tells listeners. */
export function deleteStatus(world: World, status: Status): void {
  const reblogIds = [...(world.reblogs.get(status.id)?.values() ?? [])];
  for (const id of reblogIds) {
    const reblog = world.statuses.get(id);
    if (reblog) {
      world.removeStatus(reblog);
      world.events.emit({ kind: 'status.deleted', status: reblog });
    }
  }
  world.removeStatus(status);
  world.reblogs.delete(status.id);
  for (const n of world.notifications.values()) if (n.statusId === status.id) n.dismissed = true;
  if (status.pollId) world.polls.delete(status.pollId);
  world.events.emit({ kind: 'status.deleted', status });
}

/** Deletes statuses whose `expires_in` ran out; called by the clock ticker. */
export function deleteExpired(world: World, now = Date.now()): void {
  for (const status of [...world.statuses.values()]) {
    if (status.expiresAt !== null && status.expiresAt <= now) deleteStatus(world, status);
  }
}
