import type { FastifyInstance } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializePoll } from '../serialize/poll';
import { ApiError, notFound } from '../util/errors';
import { list } from '../util/params';
import { paramsOf } from '../util/request';
import { finishDuePolls, pollExpired } from '../world/polls';
import type { Account, PollDef } from '../world/types';
import { canSee } from '../world/visibility';
import { ctxOf } from './ctx';

function visiblePoll(inst: DevInstance, id: string, viewer: Account | null): PollDef {
  const poll = inst.world.polls.get(id);
  const status = poll ? inst.world.statuses.get(poll.statusId) : undefined;
  if (!poll || !status || !canSee(inst.world, viewer, status)) throw notFound();
  return poll;
}

export function pollRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/polls/:id', async (req) => {
    finishDuePolls(inst.world);
    const viewer = viewerOf(inst, req);
    return serializePoll(
      ctxOf(inst, req, viewer),
      visiblePoll(inst, (req.params as { id: string }).id, viewer),
    );
  });

  app.post('/api/v1/polls/:id/votes', async (req) => {
    const viewer = requireUser(inst, req);
    const poll = visiblePoll(inst, (req.params as { id: string }).id, viewer);
    const status = inst.world.statuses.get(poll.statusId);
    if (status?.accountId === viewer.id) throw new ApiError(422, "Poll's author can't vote");
    if (pollExpired(poll)) throw new ApiError(422, 'Poll is expired');
    if (poll.votes.has(viewer.id)) throw new ApiError(422, 'Already voted');
    const choices = [...new Set(list(paramsOf(req), 'choices').map(Number))];
    if (
      choices.length === 0 ||
      choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
    ) {
      throw new ApiError(422, 'Invalid indices');
    }
    if (!poll.multiple && choices.length > 1) throw new ApiError(422, 'Too many choices');
    poll.votes.set(viewer.id, choices);
    return serializePoll(ctxOf(inst, req, viewer), poll);
  });
}
