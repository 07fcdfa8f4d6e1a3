import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { replayOnce } from '../replay/replay';
import { ApiError } from '../util/errors';
import { int, str } from '../util/params';
import { Prng } from '../util/prng';
import { paramsOf } from '../util/request';
import { favourite, unfavourite } from '../world/interactions';

const MAX_BATCH = 5_000;

/**
 * POST /__dev/replay {count, notify?}: replays `count` actions of the background replay at once (new
 * posts, replies, boosts, favourites), each streamed as it happens; with `notify` (a local user
 * name) every other action mentions that user. Benchmarks use it to simulate an hour of a busy
 * instance in a minute, or a signed-in reader's notifications.
 */
export function devReplayRoutes(app: FastifyInstance, inst: DevInstance): void {
  const rng = new Prng(inst.options.seed * 104_729 + 3);
  app.post('/__dev/replay', async (req) => {
    const count = int(paramsOf(req), 'count') ?? 1;
    if (count < 1 || count > MAX_BATCH) throw new ApiError(400, `count must be between 1 and ${MAX_BATCH}`);
    const username = str(paramsOf(req), 'notify');
    const notify = username
      ? [...inst.world.accounts.values()].find((a) => a.username === username && !a.domain)
      : undefined;
    if (username && !notify) throw new ApiError(404, `no local user ${username}`);
    for (let i = 0; i < count; i++) replayOnce(inst, rng, notify);
    return { replayed: count, statuses: inst.world.statuses.size };
  });

  /**
   * POST /__dev/notify {account, count}: `count` favourites of the account's recent posts by
   * others, each notifying it and streamed as it happens: a signed-in tab under a busy stream of
   * notifications, for benchmarks and journeys.
   */
  app.post('/__dev/notify', async (req) => {
    const p = paramsOf(req);
    const count = int(p, 'count') ?? 1;
    if (count < 1 || count > MAX_BATCH) throw new ApiError(400, `count must be between 1 and ${MAX_BATCH}`);
    const target = inst.world.accountByAcct(str(p, 'account') ?? '');
    if (!target) throw new ApiError(404, 'no such account');
    const posts = (inst.world.statusesByAccount.get(target.id) ?? [])
      .slice(-20)
      .filter((id) => !inst.world.statuses.get(id)?.reblogOfId);
    const fans = [...inst.world.accounts.values()].filter(
      (a) => a.id !== target.id && a.domain === null && !a.deactivated && a.username !== 'about',
    );
    if (posts.length === 0 || fans.length === 0) throw new ApiError(422, 'nothing to favourite');
    for (let i = 0; i < count; i++) {
      const fan = rng.pick(fans);
      const statusId = rng.pick(posts);
      // Taken back first, so every favourite is a new one and notifies.
      unfavourite(inst.world, fan.id, statusId);
      favourite(inst.world, fan.id, statusId);
    }
    return { notified: count };
  });
}
