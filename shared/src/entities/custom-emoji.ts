import * as z from 'zod/mini';
import { CAPS, cut } from './caps';
import { lazySchema } from './lazy-schema';
import { flag, map, nonEmpty, nullableText, stringList } from './repair';

/** A custom emoji as used in statuses, accounts, polls and the emoji picker. */
export const customEmojiSchema = lazySchema(() =>
  map(
    z.object({
      shortcode: map(nonEmpty(), (code) => cut(code, CAPS.shortcode)),
      url: nonEmpty(),
      static_url: nullableText(),
      visible_in_picker: flag(true),
      category: nullableText(),
      /** Pleroma's emoji API: pack tags such as 'pack:blobs'. */
      tags: stringList(),
    }),
    (emoji) => ({ ...emoji, static_url: emoji.static_url ?? emoji.url }),
  ),
);

export type CustomEmoji = z.infer<typeof customEmojiSchema>;
