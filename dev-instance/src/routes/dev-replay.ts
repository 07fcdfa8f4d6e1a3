import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { replayOnce } from '../replay/replay';
import { ApiError } from '../util/errors';
import { int } from '../util/params';
import { Prng } from '../util/prng';
import { paramsOf } from '../util/request';

const MAX_BATCH = 5_000;

/**
 * POST /__dev/replay {count}: replays `count` actions of the background replay at once (new posts,
 * replies, boosts, favourites), each streamed as it happens. Benchmarks use it to simulate an hour
 * of a busy instance in a minute.
 */
export function devReplayRoutes(app: FastifyInstance, inst: DevInstance): void {
  const rng = new Prng(inst.options.seed * 104_729 + 3);
  app.post('/__dev/replay', async (req) => {
    const count = int(paramsOf(req), 'count') ?? 1;
    if (count < 1 || count > MAX_BATCH) throw new ApiError(400, `count must be between 1 and ${MAX_BATCH}`);
    for (let i = 0; i < count; i++) replayOnce(inst, rng);
    return { replayed: count, statuses: inst.world.statuses.size };
  });
}
