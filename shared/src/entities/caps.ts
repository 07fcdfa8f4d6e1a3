import { CUT_LENGTHS_KEY } from './bound-page';
import { cut } from './cut';

// The caps of issue 39: what any one answer may ask a screen to hold, applied where the answer
// enters (the entity schemas and the API client), before the store or any view sees it, the same
// for every remote. A hostile server sent lists of 2,000 entries with duplicate ids, nested lists
// of 3,000 and strings of 10 MB; every screen froze for seconds to minutes. docs/caps.md is the
// table for readers; keep the two in step.

export const CAPS = {
  /**
   * Entries of a list read without a page size (the user's lists, a thread side, an entity's
   * nested list with no cap of its own). A page asked with `limit` keeps at most that many.
   */
  unpagedList: 1_000,
  /** Ancestors, and descendants, of one thread. */
  threadSide: 500,
  /** Nested lists of one status, account or poll. */
  mediaAttachments: 20,
  mentions: 50,
  tags: 50,
  emojis: 150,
  emojiReactions: 100,
  reactionAccounts: 80,
  pollOptions: 100,
  profileFields: 20,
  /** Any other list of plain strings (aliases, moderation tags, pack tags). */
  stringList: 100,
  /** Characters of a post's HTML body (a longer one is cut; the post then folds behind 'Show more'). */
  content: 50_000,
  /** Characters of a bio (HTML). */
  note: 10_000,
  /** Characters of a content warning. */
  spoilerText: 1_000,
  /** Characters of a display name. */
  displayName: 200,
  /** Characters of a profile field's name, and of its value (HTML). */
  fieldName: 255,
  fieldValue: 2_000,
  /** Characters of a link card's title, and of its description. */
  cardTitle: 300,
  cardDescription: 1_000,
  /** Characters of a poll option, of a reaction's name and of an emoji's shortcode. */
  pollOption: 500,
  reactionName: 100,
  shortcode: 100,
  /** Characters of a media description. */
  mediaDescription: 1_500,
  /** Characters of any other string an answer holds (addresses, names, dates...). */
  otherText: 8_192,
} as const;

export { cut } from './cut';

/**
 * A post body or bio (HTML) cut to `max` characters before it is sanitised. The cut may split a
 * tag or an entity; the sanitiser's parser closes or drops what is left open. An ellipsis says
 * the text goes on.
 */
export function cutHtml(value: string, max: number): string {
  return value.length <= max ? value : `${cut(value, max)}…`;
}

/**
 * Counts what `capped` lists of a raw object will lose: `{ media_attachments: 2980 }`. Read before
 * the schema parses the object, so that a view can say 'and N more' where a reader should know.
 */
export function overflowOf(json: unknown, caps: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return out;
  const record = json as Record<string, unknown>;
  const cutLengths = record[CUT_LENGTHS_KEY] as Record<string, unknown> | undefined;
  for (const [key, max] of Object.entries(caps)) {
    const value = record[key];
    if (!Array.isArray(value)) continue;
    const sent = typeof cutLengths?.[key] === 'number' ? (cutLengths[key] as number) : value.length;
    if (sent > max) out[key] = sent - max;
  }
  return out;
}

export { askedLimit, boundList, boundPage } from './bound-page';
