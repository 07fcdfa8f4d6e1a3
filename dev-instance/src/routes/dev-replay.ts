import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { replayOnce } from '../replay/replay';
import { ApiError } from '../util/errors';
import { int, str } from '../util/params';
import { Prng } from '../util/prng';
import { paramsOf } from '../util/request';

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
}
