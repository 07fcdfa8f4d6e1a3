import type { DevInstance } from '../instance';
import { REPLIES, SENTENCES, TAGS } from '../seed/corpus';
import { Prng } from '../util/prng';
import { deleteExpired } from '../world/deleting';
import { favourite, reblog } from '../world/interactions';
import { finishDuePolls } from '../world/polls';
import { createStatus } from '../world/posting';
import type { Account } from '../world/types';
import { acctOf } from '../world/world';

const TICK_MS = 5_000;
const POLL_OPTIONS = ['Tea', 'Coffee', 'Water', 'Juice'];
/** The replay timer fires at most this often; faster rates replay several actions per tick. */
const REPLAY_TICK_MS = 250;

/**
 * How many actions each tick replays so that `rate` a minute is reached: the timer never fires
 * more often than every 250 ms, so past 240 a minute a tick carries several, the fraction carried
 * over to the next tick.
 */
export function replayTicker(rate: number): { intervalMs: number; next: () => number } {
  const intervalMs = Math.max(REPLAY_TICK_MS, 60_000 / rate);
  const perTick = (rate * intervalMs) / 60_000;
  let carried = 0;
  return {
    intervalMs,
    next: () => {
      carried += perTick;
      const due = Math.floor(carried + 1e-9);
      carried -= due;
      return due;
    },
  };
}

/**
 * Keeps the world moving: `replayRate` new posts a minute from seeded accounts (a deterministic
 * sequence for a given seed), plus the clock work every few seconds: ending polls and deleting
 * expired posts. Returns a stopper.
 */
export function startBackground(inst: DevInstance): () => void {
  const timers: NodeJS.Timeout[] = [];
  timers.push(
    setInterval(() => {
      finishDuePolls(inst.world);
      deleteExpired(inst.world);
    }, TICK_MS),
  );
  const rate = inst.options.replayRate;
  if (rate > 0) {
    const rng = new Prng(inst.options.seed * 7919 + 17);
    const ticker = replayTicker(rate);
    timers.push(
      setInterval(() => {
        for (let due = ticker.next(); due > 0; due--) replayOnce(inst, rng);
      }, ticker.intervalMs),
    );
  }
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}

/**
 * One replayed action: mostly new posts, some replies, boosts and favourites. With `notify`, every
 * other action mentions that account instead, and some are short polls that account has voted in,
 * so a signed-in reader's notifications grow with the stream (benchmarks of a busy signed-in tab).
 */
export function replayOnce(inst: DevInstance, rng: Prng, notify?: Account): void {
  const world = inst.world;
  const cast = [...world.accounts.values()].filter(
    (a) => !a.deactivated && a.username !== 'mallory' && a.username !== 'about' && a.id !== notify?.id,
  );
  if (cast.length === 0) return;
  const author: Account = rng.pick(cast);
  if (notify && rng.chance(0.5)) {
    createStatus(world, {
      accountId: author.id,
      source: `@${acctOf(notify)} ${rng.pick(REPLIES)}`,
      language: 'en',
    });
    return;
  }
  if (notify && rng.chance(0.1)) {
    // A short poll the reader has voted in: when it ends, a poll notification reaches them too.
    const status = createStatus(world, {
      accountId: author.id,
      source: rng.pick(SENTENCES),
      language: 'en',
      poll: {
        options: POLL_OPTIONS.slice(0, rng.int(2, 4)),
        multiple: false,
        expiresInSec: rng.int(60, 180),
      },
    });
    const poll = status.pollId ? world.polls.get(status.pollId) : undefined;
    poll?.votes.set(notify.id, [0]);
    return;
  }
  const recent = world.statusOrder.slice(-50).flatMap((id) => {
    const s = world.statuses.get(id);
    return s && !s.reblogOfId && s.visibility === 'public' && s.accountId !== author.id ? [s] : [];
  });
  const r = rng.next();
  if (r < 0.15 && recent.length > 0) {
    const parent = rng.pick(recent);
    const parentAuthor = world.accounts.get(parent.accountId);
    if (parentAuthor)
      createStatus(world, {
        accountId: author.id,
        source: `@${acctOf(parentAuthor)} ${rng.pick(REPLIES)}`,
        inReplyToId: parent.id,
        language: 'en',
      });
  } else if (r < 0.25 && recent.length > 0) {
    reblog(world, author.id, rng.pick(recent));
  } else if (r < 0.35 && recent.length > 0) {
    favourite(world, author.id, rng.pick(recent).id);
  } else {
    const tag = rng.chance(0.3) ? ` #${rng.pick(TAGS)}` : '';
    createStatus(world, { accountId: author.id, source: `${rng.pick(SENTENCES)}${tag}`, language: 'en' });
  }
}
