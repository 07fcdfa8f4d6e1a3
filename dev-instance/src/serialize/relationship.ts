import { blocks, domainBlocked, mutes } from '../world/relations';
import { pairKey } from '../world/world';
import type { Ctx } from './context';

export function serializeRelationship(ctx: Ctx, targetId: string) {
  const { world } = ctx;
  const viewer = ctx.viewer;
  const target = world.accounts.get(targetId);
  if (!viewer || !target) {
    return {
      id: targetId,
      following: false,
      showing_reblogs: false,
      notifying: false,
      followed_by: false,
      blocking: false,
      blocked_by: false,
      muting: false,
      muting_notifications: false,
      requested: false,
      requested_by: false,
      domain_blocking: false,
      endorsed: false,
      note: '',
      subscribing: false,
      languages: null,
    };
  }
  const follow = world.following.get(viewer.id)?.get(targetId);
  const mute = world.mutes.get(pairKey(viewer.id, targetId));
  const muting = mutes(world, viewer.id, targetId);
  return {
    id: targetId,
    following: Boolean(follow),
    showing_reblogs: follow ? follow.showingReblogs : true,
    notifying: follow ? follow.notifying : false,
    followed_by: world.isFollowing(targetId, viewer.id),
    blocking: blocks(world, viewer.id, targetId),
    blocked_by: blocks(world, targetId, viewer.id),
    muting,
    muting_notifications: muting && (mute?.notifications ?? false),
    muting_expires_at: muting && mute?.expiresAt ? new Date(mute.expiresAt).toISOString() : null,
    requested: world.followRequests.has(pairKey(viewer.id, targetId)),
    requested_by: world.followRequests.has(pairKey(targetId, viewer.id)),
    domain_blocking: domainBlocked(world, viewer.id, target),
    endorsed: world.endorsements.has(pairKey(viewer.id, targetId)),
    note: world.notes.get(pairKey(viewer.id, targetId)) ?? '',
    subscribing: world.subscriptions.has(pairKey(viewer.id, targetId)),
    languages: null,
  };
}
