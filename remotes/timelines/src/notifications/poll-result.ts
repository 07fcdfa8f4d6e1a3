import type { Poll } from '@murmur/shared';

export interface PollResult {
  /** The leading option's title (the first of a tie). */
  title: string;
  /** Its share of the votes, 0 to 1. */
  share: number;
}

/**
 * What an ended poll came to, for its notification: the leading option and its share, or null
 * when nobody voted or the server hides the counts.
 */
export function pollResult(poll: Poll): PollResult | null {
  let best: { title: string; votes: number } | null = null;
  let total = 0;
  for (const option of poll.options) {
    if (option.votes_count === null) return null;
    total += option.votes_count;
    if (!best || option.votes_count > best.votes) best = { title: option.title, votes: option.votes_count };
  }
  if (!best || total === 0) return null;
  return { title: best.title, share: best.votes / total };
}
