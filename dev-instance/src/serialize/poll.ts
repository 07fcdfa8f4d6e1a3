import { pollCounts, pollExpired } from '../world/polls';
import type { PollDef } from '../world/types';
import { type Ctx, iso } from './context';

export function serializePoll(ctx: Ctx, poll: PollDef) {
  const counts = pollCounts(poll);
  const own = ctx.viewer ? poll.votes.get(ctx.viewer.id) : undefined;
  const status = ctx.world.statuses.get(poll.statusId);
  const isAuthor = ctx.viewer !== null && status?.accountId === ctx.viewer.id;
  return {
    id: poll.id,
    expires_at: poll.expiresAt === null ? null : iso(poll.expiresAt),
    expired: pollExpired(poll, ctx.now),
    multiple: poll.multiple,
    votes_count: counts.reduce((a, b) => a + b, 0),
    voters_count: poll.baseVoters + poll.votes.size,
    options: poll.options.map((title, i) => ({ title, votes_count: counts[i] ?? 0 })),
    emojis: [],
    voted: ctx.viewer ? Boolean(own) || isAuthor : false,
    own_votes: own ?? [],
    pleroma: { non_anonymous: false },
  };
}
