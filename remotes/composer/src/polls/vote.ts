import {
  getApiClient,
  loadSchemas,
  type OutboxEntry,
  type OutboxOwner,
  type Poll,
  queueOutbox,
  store,
} from '@murmur/shared/core';

async function keep(json: unknown): Promise<Poll> {
  const { pollSchema } = await loadSchemas();
  const poll = pollSchema.safeParse(json);
  if (!poll.success) throw new Error('The server did not describe the poll');
  store.polls.upsert(poll.data);
  return poll.data;
}

const votesPath = (pollId: string) => `/api/v1/polls/${encodeURIComponent(pollId)}/votes`;

/**
 * POST /api/v1/polls/:id/votes with the chosen option indexes; the poll it answers is kept. The
 * key (Idempotency-Key) lets the vote go to the outbox after a lost answer and be sent again as
 * the same vote (Akkoma's idempotency plug answers a repeated key with the first reply).
 */
export async function votePoll(
  pollId: string,
  choices: readonly number[],
  idempotencyKey?: string,
): Promise<Poll> {
  const reply = await getApiClient().post<unknown>(
    votesPath(pollId),
    idempotencyKey
      ? { json: { choices: [...choices] }, idempotencyKey }
      : { json: { choices: [...choices] } },
  );
  return keep(reply.data);
}

/** The outbox slot of a vote on a poll: one waiting vote per poll. */
export const voteSlot = (pollId: string) => `vote:${pollId}`;

/**
 * Puts a vote in the outbox (offline, or its request got no answer), with its key (decision 0220).
 * `text` is what is shown while it waits (the chosen options). False when the browser would not
 * store it: the poll then says the vote was not counted, as before the outbox.
 */
export function queueVote(
  owner: OutboxOwner,
  pollId: string,
  choices: readonly number[],
  key: string,
  text: string,
): boolean {
  return queueOutbox(owner, {
    id: key,
    kind: 'vote',
    slot: voteSlot(pollId),
    request: { method: 'POST', path: votesPath(pollId), json: { choices: [...choices] } },
    draft: { choices: [...choices] },
    text,
  });
}

/** The choices a vote entry carries, read defensively (storage is not to be trusted blindly). */
export function entryChoices(entry: OutboxEntry, optionCount: number): number[] {
  const draft = entry.draft as { choices?: unknown } | null;
  if (!draft || !Array.isArray(draft.choices)) return [];
  return draft.choices.filter(
    (choice): choice is number => Number.isInteger(choice) && choice >= 0 && choice < optionCount,
  );
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
