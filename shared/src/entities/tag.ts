import * as z from 'zod/mini';
import { capCombiningMarks } from '../html/combining';
import { CAPS, cut } from './caps';
import { lazySchema } from './lazy-schema';
import { count, filteredArray, flag, map, nonEmpty, text } from './repair';

const tagHistorySchema = lazySchema(() =>
  z.object({
    day: z.catch(z.coerce.string(), ''),
    uses: count(),
    accounts: count(),
  }),
);

/** A hashtag. `following` is only present on servers that support followed tags. */
export const tagSchema = lazySchema(() =>
  z.object({
    /** Mastodon 4 sends the tag's database id; older servers and Pleroma do not. */
    id: z.catch(z.nullable(z.union([z.string(), map(z.number(), String)])), null),
    name: map(nonEmpty(), (name) => capCombiningMarks(cut(name, CAPS.reactionName))),
    url: text(),
    history: filteredArray(tagHistorySchema, 'tag history entry', 14),
    following: flag(false),
  }),
);

export type Tag = z.infer<typeof tagSchema>;
