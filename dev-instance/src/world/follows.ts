import { notify } from './notify';
import { blocks } from './relations';
import type { Account } from './types';
import { pairKey, type World } from './world';

export type FollowResult = 'following' | 'requested' | 'blocked';

/** Follows `target`, or asks to when the account is locked; notifies the target. */
export function follow(
  world: World,
  actor: Account,
  target: Account,
  opts: { reblogs?: boolean; notify?: boolean } = {},
): FollowResult {
  if (blocks(world, target.id, actor.id) || blocks(world, actor.id, target.id)) return 'blocked';
  const existing = world.following.get(actor.id)?.get(target.id);
  if (existing) {
    if (opts.reblogs !== undefined) existing.showingReblogs = opts.reblogs;
    if (opts.notify !== undefined) existing.notifying = opts.notify;
    return 'following';
  }
  if (target.locked) {
    const key = pairKey(actor.id, target.id);
    if (!world.followRequests.has(key)) {
      world.followRequests.set(key, Date.now());
      notify(world, { to: target.id, type: 'follow_request', from: actor.id });
    }
    return 'requested';
  }
  world.addFollow(actor.id, target.id, {
    showingReblogs: opts.reblogs ?? true,
    notifying: opts.notify ?? false,
    createdAt: Date.now(),
  });
  notify(world, { to: target.id, type: 'follow', from: actor.id });
  return 'following';
}

export function unfollow(world: World, actor: Account, target: Account): void {
  world.removeFollow(actor.id, target.id);
  world.followRequests.delete(pairKey(actor.id, target.id));
}

/** Accepts a pending request; the follow notification replaces the request one. */
export function authorizeRequest(world: World, target: Account, requester: Account): boolean {
  const key = pairKey(requester.id, target.id);
  if (!world.followRequests.has(key)) return false;
  world.followRequests.delete(key);
  world.addFollow(requester.id, target.id, { showingReblogs: true, notifying: false, createdAt: Date.now() });
  dropRequestNotifications(world, target.id, requester.id);
  notify(world, { to: target.id, type: 'follow', from: requester.id });
  return true;
}

export function rejectRequest(world: World, target: Account, requester: Account): boolean {
  const had = world.followRequests.delete(pairKey(requester.id, target.id));
  dropRequestNotifications(world, target.id, requester.id);
  return had;
}

function dropRequestNotifications(world: World, to: string, from: string): void {
  for (const id of world.notificationsByAccount.get(to) ?? []) {
    const n = world.notifications.get(id);
    if (n && n.type === 'follow_request' && n.fromId === from) n.dismissed = true;
  }
}

/** Blocking ends follows both ways and pending requests, as on Pleroma. */
export function block(world: World, actor: Account, target: Account): void {
  world.blocks.add(pairKey(actor.id, target.id));
  world.removeFollow(actor.id, target.id);
  world.removeFollow(target.id, actor.id);
  world.followRequests.delete(pairKey(actor.id, target.id));
  world.followRequests.delete(pairKey(target.id, actor.id));
  world.subscriptions.delete(pairKey(actor.id, target.id));
}
