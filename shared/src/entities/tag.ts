import { z } from 'zod';
import { count, filteredArray, flag, text } from './repair';

const tagHistorySchema = z.object({
  day: z.coerce.string().catch(''),
  uses: count(),
  accounts: count(),
});

/** A hashtag. `following` is only present on servers that support followed tags. */
export const tagSchema = z.object({
  /** Mastodon 4 sends the tag's database id; older servers and Pleroma do not. */
  id: z
    .union([z.string(), z.number().transform(String)])
    .nullable()
    .catch(null),
  name: z.string().min(1),
  url: text(),
  history: filteredArray(tagHistorySchema, 'tag history entry'),
  following: flag(false),
});

export type Tag = z.infer<typeof tagSchema>;
