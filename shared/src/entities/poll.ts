import * as z from 'zod/mini';
import { capCombiningMarks } from '../html/combining';
import { CAPS, cut, overflowOf } from './caps';
import { customEmojiSchema } from './custom-emoji';
import { lazySchema } from './lazy-schema';
import { count, filteredArray, flag, idSchema, map, nullableCount, nullableDate } from './repair';

const pollOptionSchema = lazySchema(() =>
  z.object({
    title: map(z.string(), (title) => capCombiningMarks(cut(title, CAPS.pollOption))),
    /** Null when the results are hidden until the poll ends. */
    votes_count: nullableCount(),
  }),
);

export type PollOption = z.infer<typeof pollOptionSchema>;

const rawPollSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    expires_at: nullableDate(),
    expired: flag(),
    multiple: flag(),
    votes_count: count(),
    /** Distinct voters; only known for multiple-choice polls on some servers. */
    voters_count: nullableCount(),
    options: filteredArray(pollOptionSchema, 'poll option', CAPS.pollOptions),
    emojis: filteredArray(customEmojiSchema, 'custom emoji', CAPS.emojis),
    voted: flag(),
    /** Indexes of the options the signed-in user chose. */
    own_votes: map(z.catch(z.array(z.unknown()), []), (v) =>
      v.filter((n): n is number => Number.isInteger(n) && (n as number) >= 0).slice(0, CAPS.pollOptions),
    ),
  }),
);

/** A poll attached to a status. */
export const pollSchema = lazySchema(() =>
  z.pipe(
    // The options past the cap are counted before the list is cut (issue 39).
    z.transform((json: unknown) => ({
      json,
      omitted: overflowOf(json, { options: CAPS.pollOptions }).options ?? 0,
    })),
    z.pipe(
      z.object({ json: rawPollSchema, omitted: z.number() }),
      z.transform(({ json: poll, omitted }) => ({
        ...poll,
        // A poll past its end date is over even when the server's flag lags behind.
        expired: poll.expired || (poll.expires_at !== null && Date.parse(poll.expires_at) <= Date.now()),
        /** Options the server sent past the cap, for an 'and N more' (0 when none). */
        options_omitted: omitted,
      })),
    ),
  ),
);

export type Poll = z.infer<typeof pollSchema>;
