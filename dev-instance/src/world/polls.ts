import { notify } from './notify';
import type { PollDef } from './types';
import type { World } from './world';

export function pollExpired(poll: PollDef, now = Date.now()): boolean {
  return poll.expiresAt !== null && poll.expiresAt <= now;
}

/** Tells the author and local voters that a poll ended, once, as Pleroma's poll notification does. */
export function finishPoll(world: World, poll: PollDef, at: number): void {
  if (poll.notifiedExpiry) return;
  poll.notifiedExpiry = true;
  const status = world.statuses.get(poll.statusId);
  if (!status) return;
  notify(world, { to: status.accountId, type: 'poll', from: status.accountId, statusId: status.id, at });
  for (const voter of poll.votes.keys()) {
    if (voter !== status.accountId)
      notify(world, { to: voter, type: 'poll', from: status.accountId, statusId: status.id, at });
  }
}

/** Finishes every poll whose time ran out; called by the clock ticker and before reads. */
export function finishDuePolls(world: World, now = Date.now()): void {
  for (const poll of world.polls.values()) {
    if (!poll.notifiedExpiry && poll.expiresAt !== null && poll.expiresAt <= now)
      finishPoll(world, poll, now);
  }
}

export function pollCounts(poll: PollDef): number[] {
  const counts = [...poll.baseCounts];
  for (const choices of poll.votes.values()) for (const c of choices) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}
