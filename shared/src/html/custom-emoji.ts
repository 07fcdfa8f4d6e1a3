import { safeMediaUrl } from './html-policy';

/** What emoji replacement needs of a custom emoji (the entity `CustomEmoji` fits). */
export interface ContentEmoji {
  shortcode: string;
  url: string;
  static_url?: string | null;
}

/** A piece of text after emoji replacement: plain text, or a custom emoji with a checked URL. */
export type EmojiSegment = string | { shortcode: string; src: string; still?: string };

export type EmojiLookup = ReadonlyMap<string, string>;

const lookups = new WeakMap<readonly ContentEmoji[], EmojiLookup>();
/** Per lookup, the shortcodes whose server sends a distinct still picture (`static_url`). */
const stills = new WeakMap<EmojiLookup, Map<string, string>>();

/**
 * Shortcode to image URL, keeping only emoji whose URL is http(s) or same-origin: an emoji with
 * any other URL stays as its ':shortcode:' text. Cached per list, so a re-render costs nothing.
 */
export function emojiLookup(emojis: readonly ContentEmoji[] | null | undefined): EmojiLookup {
  if (!emojis || emojis.length === 0) return new Map();
  const cached = lookups.get(emojis);
  if (cached) return cached;
  const map = new Map<string, string>();
  const still = new Map<string, string>();
  for (const emoji of emojis) {
    const src = safeMediaUrl(emoji.url);
    if (src && emoji.shortcode && !map.has(emoji.shortcode)) {
      map.set(emoji.shortcode, src);
      const stillSrc = safeMediaUrl(emoji.static_url);
      if (stillSrc && stillSrc !== src) still.set(emoji.shortcode, stillSrc);
    }
  }
  lookups.set(emojis, map);
  if (still.size > 0) stills.set(map, still);
  return map;
}

/** Sticky: matched where `lastIndex` says, so no copy of the rest of the text per colon. */
const SHORTCODE = /:([^\s:<>"'&]+):/y;

/**
 * How many custom emoji one piece of content may still draw as images (issue 27: a post with
 * 10,000 of them froze the thread view). Shared by every text run of one render; past it, the
 * shortcodes stay text until the reader asks for the rest.
 */
export interface EmojiBudget {
  left: number;
}

/** Custom emoji drawn per post (or name, or warning) before '+N more' is offered. */
export const CUSTOM_EMOJI_SHOWN = 100;

/**
 * Splits text at the ':shortcode:'s of known emoji. An unknown shortcode stays text, and its
 * closing colon may still open a known one (':nope:yes:' gives ':nope' and the 'yes' emoji).
 * With a budget, only that many become images; the rest stay text.
 */
export function splitEmoji(text: string, lookup: EmojiLookup, budget?: EmojiBudget): EmojiSegment[] {
  if (lookup.size === 0 || !text.includes(':') || (budget && budget.left <= 0)) return [text];
  const segments: EmojiSegment[] = [];
  let plainStart = 0;
  let at = text.indexOf(':');
  while (at !== -1) {
    if (budget && budget.left <= 0) break;
    SHORTCODE.lastIndex = at;
    const match = SHORTCODE.exec(text);
    const shortcode = match?.[1];
    const src = shortcode ? lookup.get(shortcode) : undefined;
    if (match && shortcode && src) {
      if (budget) budget.left--;
      if (at > plainStart) segments.push(text.slice(plainStart, at));
      const still = stills.get(lookup)?.get(shortcode);
      segments.push(still ? { shortcode, src, still } : { shortcode, src });
      plainStart = at + match[0].length;
      at = text.indexOf(':', plainStart);
    } else {
      at = text.indexOf(':', at + 1);
    }
  }
  if (plainStart < text.length) segments.push(text.slice(plainStart));
  return segments;
}

/** How many listed custom emoji the text (or HTML) holds: what a capped render left as text. */
export function countCustomEmoji(text: string, lookup: EmojiLookup): number {
  if (lookup.size === 0) return 0;
  let count = 0;
  let at = text.indexOf(':');
  while (at !== -1) {
    SHORTCODE.lastIndex = at;
    const match = SHORTCODE.exec(text);
    const shortcode = match?.[1];
    if (match && shortcode && lookup.has(shortcode)) {
      count++;
      at = text.indexOf(':', at + match[0].length);
    } else {
      at = text.indexOf(':', at + 1);
    }
  }
  return count;
}
