import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key ? `${viewer.id}:${key}` : null;
    const earlier = idemKey ? inst.world.voteReplies.get(idemKey) : undefined;
    if (earlier) {
      if ('refusal' in earlier) throw earlier.refusal;
      return earlier.reply;
    }
    try {
      const reply = vote(inst, req, viewer);
      if (idemKey) inst.world.voteReplies.set(idemKey, { reply });
      return reply;
    } catch (error) {
      // A refusal is kept under its key too (the plug keeps any answer); a missing poll is not.
      if (idemKey && error instanceof ApiError && error.status === 422)
        inst.world.voteReplies.set(idemKey, { refusal: error });
      throw error;
    }
  });
}

function vote(inst: DevInstance, req: FastifyRequest, viewer: Account): Record<string, unknown> {
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
}
