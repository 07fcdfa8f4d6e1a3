import { react } from '../world/interactions';
import { notify } from '../world/notify';
import { finishPoll } from '../world/polls';
import type { Account } from '../world/types';
import { pairKey, type World } from '../world/world';
import type { SeededAccounts } from './accounts';

const SECOND = 1000;

/**
 * Recent notifications of every kind spec 2 names for alice that the seeded history does not
 * give her fresh (a follow request, a move, reactions with a custom and a hostile emoji, a poll
 * with hostile options that ended), so each type of the notifications filter has something to
 * show. Hostile values: Mallory's name on the request and as the move's target, an emoji whose
 * image address is `javascript:`, poll options holding markup. Nothing here adds a post.
 */
export function seedNotificationKinds(world: World, cast: SeededAccounts, now: number): void {
  const { alice, mallory } = cast;
  const named = (username: string, domain: string | null = null): Account | undefined =>
    cast.all.find((a) => a.username === username && a.domain === domain);

  // A follow request from Mallory (alice is not locked; the request is real all the same).
  if (!world.isFollowing(mallory.id, alice.id)) {
    const at = now - 50 * SECOND;
    world.followRequests.set(pairKey(mallory.id, alice.id), at);
    notify(world, { to: alice.id, type: 'follow_request', from: mallory.id, at });
  }

  // An account alice follows announces its move to Mallory's hostile profile.
  const mover = named('users', 'far.example');
  if (mover)
    notify(world, {
      to: alice.id,
      type: 'move',
      from: mover.id,
      targetId: mallory.id,
      at: now - 40 * SECOND,
    });

  // Reactions to alice's newest public post: a custom emoji with an image, and a hostile one.
  const post = [...world.statuses.values()]
    .filter((s) => s.accountId === alice.id && s.visibility === 'public' && !s.reblogOfId)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  const carol = named('carol');
  if (post && carol) react(world, carol.id, post.id, 'blobcatheart', now - 35 * SECOND);
  if (post) react(world, mallory.id, post.id, 'pwn_emoji', now - 30 * SECOND);

  // Mallory's poll with hostile options: alice voted, and it has just ended.
  const hostilePoll = [...world.polls.values()].find(
    (p) => world.statuses.get(p.statusId)?.accountId === mallory.id && !p.notifiedExpiry,
  );
  if (hostilePoll) {
    hostilePoll.votes.set(alice.id, [0]);
    hostilePoll.expiresAt = now - 20 * SECOND;
    finishPoll(world, hostilePoll, now - 20 * SECOND);
  }
}
