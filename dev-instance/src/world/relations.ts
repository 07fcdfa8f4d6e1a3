import type { Account } from './types';
import { pairKey, type World } from './world';

export function blocks(world: World, actorId: string, targetId: string): boolean {
  return world.blocks.has(pairKey(actorId, targetId));
}

/** Either side blocks the other. */
export function blockedEitherWay(world: World, a: string, b: string): boolean {
  return blocks(world, a, b) || blocks(world, b, a);
}

export function mutes(world: World, actorId: string, targetId: string, now = Date.now()): boolean {
  const mute = world.mutes.get(pairKey(actorId, targetId));
  if (!mute) return false;
  if (mute.expiresAt !== null && mute.expiresAt <= now) {
    world.mutes.delete(pairKey(actorId, targetId));
    return false;
  }
  return true;
}

export function mutesNotifications(world: World, actorId: string, targetId: string): boolean {
  return (
    mutes(world, actorId, targetId) && (world.mutes.get(pairKey(actorId, targetId))?.notifications ?? false)
  );
}

export function domainBlocked(world: World, viewerId: string, account: Account): boolean {
  return account.domain !== null && (world.domainBlocks.get(viewerId)?.has(account.domain) ?? false);
}
