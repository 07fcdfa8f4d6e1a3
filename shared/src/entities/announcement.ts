import * as z from 'zod/mini';
import { sanitizeHtml } from '../html/sanitize';
import { CAPS } from './caps';
import { customEmojiSchema } from './custom-emoji';
import { emojiReactionSchema } from './emoji-reaction';
import { lazySchema } from './lazy-schema';
import { mentionSchema } from './mention';
import {
  dateText,
  filteredArray,
  flag,
  idSchema,
  map,
  nullableDate,
  parseMany,
  parseOne,
  text,
} from './repair';
import { tagSchema } from './tag';
import { htmlText } from './text-schemas';

/** An instance announcement. `content` is HTML, sanitised here. */
export const announcementSchema = lazySchema(() =>
  map(
    z.object({
      id: idSchema,
      content: htmlText(CAPS.content),
      starts_at: nullableDate(),
      ends_at: nullableDate(),
      all_day: flag(),
      published_at: dateText(),
      updated_at: nullableDate(),
      read: flag(),
      mentions: filteredArray(mentionSchema, 'mention', CAPS.mentions),
      tags: filteredArray(tagSchema, 'tag', CAPS.tags),
      emojis: filteredArray(customEmojiSchema, 'custom emoji', CAPS.emojis),
      reactions: filteredArray(emojiReactionSchema, 'emoji reaction', CAPS.emojiReactions),
      /** Pleroma: the text as typed, for the administrator's edit form. */
      pleroma: z.catch(z.object({ raw_content: text(CAPS.content) }), { raw_content: '' }),
    }),
    (a) => ({ ...a, content: sanitizeHtml(a.content) }),
  ),
);

export type Announcement = z.infer<typeof announcementSchema>;

/** Reads one announcement; null (logged) when it cannot be read. */
export function parseAnnouncement(json: unknown): Announcement | null {
  return parseOne(announcementSchema, json, 'announcement');
}

/** Reads a list of announcements, dropping (and logging) unreadable ones. */
export function parseAnnouncementList(json: unknown): Announcement[] {
  return parseMany(announcementSchema, json, 'announcement');
}
