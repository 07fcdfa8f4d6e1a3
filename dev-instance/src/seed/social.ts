import type { Prng } from '../util/prng';
import { notify } from '../world/notify';
import type { Account } from '../world/types';
import { pairKey, type World } from '../world/world';
import type { SeededAccounts } from './accounts';

const DAY = 86_400_000;

export interface TimedEvent {
  at: number;
  run: (at: number) => void;
}

function byName(cast: SeededAccounts, username: string, domain: string | null = null): Account | undefined {
  return cast.all.find((a) => a.username === username && a.domain === domain);
}

/**
 * The follow graph. Old follows are set up silently; a few recent ones (and follow requests to
 * the locked account, and an account move) are returned as timed events so that their
 * notifications get ids in time order with the rest of the history.
 */
export function seedFollows(world: World, rng: Prng, cast: SeededAccounts, now: number): TimedEvent[] {
  const { alice, locked } = cast;
  const events: TimedEvent[] = [];
  const follow = (a: Account, b: Account) => {
    if (a.id === b.id || world.isFollowing(a.id, b.id)) return;
    world.addFollow(a.id, b.id, {
      showingReblogs: true,
      notifying: false,
      createdAt: Math.max(a.createdAt, b.createdAt) + DAY,
    });
  };

  const aliceFollows = ['bob', 'carol', 'dave', 'mod', 'locked'].map((n) => byName(cast, n));
  for (const name of ['heidi', 'ivan', 'niaj', 'olivia', 'mallory', 'oldrupert', 'main']) {
    aliceFollows.push(cast.remotes.find((a) => a.username === name));
  }
  for (const target of aliceFollows) if (target) follow(alice, target);

  const open = cast.all.filter((a) => a !== locked);
  for (const account of cast.all) {
    if (account === alice || account === locked) continue;
    for (const target of rng.sample(open, rng.int(3, 10))) follow(account, target);
  }
  follow(locked, alice);

  // Recent followers of alice, so her notifications start with some follows.
  const newFollowers = cast.all
    .filter((a) => a !== alice && !world.isFollowing(a.id, alice.id) && a.username !== 'about')
    .slice(0, 4);
  newFollowers.forEach((fan, i) => {
    events.push({
      at: now - (i + 1) * 7 * 3_600_000,
      run: (at) => {
        world.addFollow(fan.id, alice.id, { showingReblogs: true, notifying: false, createdAt: at });
        notify(world, { to: alice.id, type: 'follow', from: fan.id, at });
      },
    });
  });

  // Pending requests to the locked account.
  for (const [i, name] of ['bob', 'heidi'].entries()) {
    const requester = cast.all.find((a) => a.username === name);
    if (!requester) continue;
    events.push({
      at: now - (i + 1) * 26 * 3_600_000,
      run: (at) => {
        world.followRequests.set(pairKey(requester.id, locked.id), at);
        notify(world, { to: locked.id, type: 'follow_request', from: requester.id, at });
      },
    });
  }

  // oldrupert moved to rupert; followers hear about it.
  const oldRupert = cast.remotes.find((a) => a.username === 'oldrupert');
  const rupert = cast.remotes.find((a) => a.username === 'rupert');
  if (oldRupert && rupert) {
    rupert.aliases = [`https://${oldRupert.domain}/users/${oldRupert.username}`];
    events.push({
      at: now - 5 * DAY,
      run: (at) => {
        oldRupert.movedToId = rupert.id;
        for (const followerId of [...(world.followers.get(oldRupert.id) ?? [])]) {
          notify(world, { to: followerId, type: 'move', from: oldRupert.id, targetId: rupert.id, at });
        }
      },
    });
  }
  return events;
}
