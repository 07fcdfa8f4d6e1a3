import { z } from 'zod';
import { flag, nullableText, stringList } from './repair';

/** A custom emoji as used in statuses, accounts, polls and the emoji picker. */
export const customEmojiSchema = z
  .object({
    shortcode: z.string().min(1),
    url: z.string().min(1),
    static_url: nullableText(),
    visible_in_picker: flag(true),
    category: nullableText(),
    /** Pleroma's emoji API: pack tags such as 'pack:blobs'. */
    tags: stringList(),
  })
  .transform((emoji) => ({ ...emoji, static_url: emoji.static_url ?? emoji.url }));

export type CustomEmoji = z.infer<typeof customEmojiSchema>;
