import * as z from 'zod/mini';
import { capCombiningMarks } from '../html/combining';
import { accountSchema } from './account';
import { CAPS, cut } from './caps';
import { lazySchema } from './lazy-schema';
import { count, filteredArray, flag, idSchema, map, nonEmpty, nullableText, parseMany } from './repair';

/**
 * An emoji reaction on a status (Pleroma and Akkoma `pleroma.emoji_reactions`, or a top-level
 * `emoji_reactions`). `url` is null for a unicode emoji. `account_ids` is sent by Akkoma; the
 * reactions endpoint sends whole `accounts` instead.
 */
export const emojiReactionSchema = lazySchema(() =>
  map(
    z.object({
      name: map(nonEmpty(), (name) => capCombiningMarks(cut(name, CAPS.reactionName))),
      count: count(),
      me: flag(false),
      url: nullableText(),
      account_ids: filteredArray(idSchema, 'reaction account id', CAPS.reactionAccounts),
      accounts: filteredArray(
        z.lazy(() => accountSchema),
        'reaction account',
        CAPS.reactionAccounts,
      ),
    }),
    (r) => ({
      ...r,
      account_ids: r.account_ids.length > 0 ? r.account_ids : r.accounts.map((a) => a.id),
    }),
  ),
);

export type EmojiReaction = z.infer<typeof emojiReactionSchema>;

/** Reads `GET /api/v1/pleroma/statuses/{id}/reactions` (reactions with the accounts who reacted). */
export function parseEmojiReactionList(json: unknown): EmojiReaction[] {
  return parseMany(emojiReactionSchema, json, 'emoji reaction');
}
