import { getApiClient, type Poll, pollSchema, store } from '@murmur/shared';

function keep(json: unknown): Poll {
  const poll = pollSchema.safeParse(json);
  if (!poll.success) throw new Error('The server did not describe the poll');
  store.polls.upsert(poll.data);
  return poll.data;
}

/** POST /api/v1/polls/:id/votes with the chosen option indexes; the poll it answers is kept. */
export async function votePoll(pollId: string, choices: readonly number[]): Promise<Poll> {
  const reply = await getApiClient().post<unknown>(`/api/v1/polls/${encodeURIComponent(pollId)}/votes`, {
    json: { choices: [...choices] },
  });
  return keep(reply.data);
}

/** GET /api/v1/polls/:id: the counts as they are now. */
export async function refreshPoll(pollId: string): Promise<Poll> {
  const reply = await getApiClient().get<unknown>(`/api/v1/polls/${encodeURIComponent(pollId)}`);
  return keep(reply.data);
}

/** Share of the votes, rounded (spec 3 section 9); 0 when nobody voted. */
export function percentOf(votes: number | null, total: number): number {
  if (!votes || total <= 0) return 0;
  return Math.round((votes / total) * 100);
}
