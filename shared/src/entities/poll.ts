import * as z from 'zod/mini';
import { customEmojiSchema } from './custom-emoji';
import { count, filteredArray, flag, idSchema, map, nullableCount, nullableDate } from './repair';

const pollOptionSchema = z.object({
  title: z.string(),
  /** Null when the results are hidden until the poll ends. */
  votes_count: nullableCount(),
});

export type PollOption = z.infer<typeof pollOptionSchema>;

/** A poll attached to a status. */
export const pollSchema = map(
  z.object({
    id: idSchema,
    expires_at: nullableDate(),
    expired: flag(),
    multiple: flag(),
    votes_count: count(),
    /** Distinct voters; only known for multiple-choice polls on some servers. */
    voters_count: nullableCount(),
    options: filteredArray(pollOptionSchema, 'poll option'),
    emojis: filteredArray(customEmojiSchema, 'custom emoji'),
    voted: flag(),
    /** Indexes of the options the signed-in user chose. */
    own_votes: map(z.catch(z.array(z.unknown()), []), (v) =>
      v.filter((n): n is number => Number.isInteger(n) && (n as number) >= 0),
    ),
  }),
  (poll) => ({
    ...poll,
    // A poll past its end date is over even when the server's flag lags behind.
    expired: poll.expired || (poll.expires_at !== null && Date.parse(poll.expires_at) <= Date.now()),
  }),
);

export type Poll = z.infer<typeof pollSchema>;
