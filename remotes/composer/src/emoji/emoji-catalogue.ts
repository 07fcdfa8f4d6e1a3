import {
  type Capabilities,
  customEmojiSchema,
  getApiClient,
  interfaceLanguage$,
  safeMediaUrl,
} from '@murmur/shared';
import { loadFirstUnicodeGroup, loadUnicodeEmoji, type UnicodeGroup } from './unicode-emoji';

/** One emoji the picker and the autocomplete offer. */
export interface PickerEmoji {
  /** What is inserted or reacted with: the shortcode of a custom emoji, the character itself. */
  name: string;
  /** What a search matches and a title shows: the shortcode, or the Unicode name. */
  displayText: string;
  /** The custom emoji's picture (http(s) only); null for a Unicode emoji. */
  imageUrl: string | null;
  /** The pack or Unicode group it is listed under. */
  group: string;
  /** `displayText` in lower case, computed once for searching. */
  search: string;
  /** A Unicode emoji's keywords and shortcodes, in lower case, space-separated. */
  keywords?: string;
  /** A Unicode emoji's variants in the five skin tones, light to dark. */
  skins?: readonly string[];
}

export interface EmojiCatalogue {
  custom: PickerEmoji[];
  unicode: PickerEmoji[];
  /** The Unicode groups in order, named in the interface language (or English). */
  unicodeGroups: UnicodeGroup[];
}

/** A pack tag such as 'pack:blobs' names the group; else the emoji's category; else 'custom'. */
function groupOf(tags: readonly string[], category: string | null): string {
  const pack = tags.find((tag) => tag.startsWith('pack:'));
  return pack ? pack.slice(5) : (category ?? tags[0] ?? 'custom');
}

/**
 * Custom emoji as either server sends them: Pleroma's map of shortcode to `{image_url, tags}`
 * (or a list of such maps) and Mastodon's list of `{shortcode, url, category}`. Remote emoji
 * (a shortcode with '@'), hidden ones, and any without an http(s) picture are left out (spec 1).
 */
export function readCustomEmoji(raw: unknown, base: string): PickerEmoji[] {
  const out: PickerEmoji[] = [];
  readCustomEmojiInto(out, customEntries(raw), 0, Number.POSITIVE_INFINITY, base, new Set());
  return out;
}

/** The entries of either shape, unchecked. */
function customEntries(raw: unknown): unknown[] {
  const entries: unknown[] = [];
  const maps = Array.isArray(raw) ? raw : [raw];
  for (const item of maps) {
    if (!item || typeof item !== 'object') continue;
    if ('shortcode' in item) {
      entries.push(item);
      continue;
    }
    for (const [shortcode, value] of Object.entries(item)) {
      if (!value || typeof value !== 'object') continue;
      const { image_url: url, tags } = value as { image_url?: unknown; tags?: unknown };
      entries.push({ shortcode, url, tags });
    }
  }
  return entries;
}

/** Reads entries[from, to) into `out`; returns where it stopped. */
function readCustomEmojiInto(
  out: PickerEmoji[],
  entries: readonly unknown[],
  from: number,
  to: number,
  base: string,
  seen: Set<string>,
): number {
  const end = Math.min(to, entries.length);
  for (let i = from; i < end; i++) {
    const entry = entries[i];
    const parsed = customEmojiSchema.safeParse(entry);
    if (!parsed.success) continue;
    const emoji = parsed.data;
    if (!emoji.visible_in_picker || emoji.shortcode.includes('@') || seen.has(emoji.shortcode)) continue;
    const imageUrl = safeMediaUrl(absolute(emoji.url, base));
    if (!imageUrl) continue;
    seen.add(emoji.shortcode);
    out.push({
      name: emoji.shortcode,
      displayText: emoji.shortcode,
      imageUrl,
      group: groupOf(emoji.tags, emoji.category),
      search: emoji.shortcode.toLowerCase(),
    });
  }
  return end;
}

/** How many emoji are read between two yields to the main thread. */
const CHUNK = 300;

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * readCustomEmoji in slices with a yield between them: a server with thousands of emoji never
 * holds the main thread in one long task while the list is read.
 */
export async function readCustomEmojiInChunks(raw: unknown, base: string): Promise<PickerEmoji[]> {
  const entries = customEntries(raw);
  const out: PickerEmoji[] = [];
  const seen = new Set<string>();
  for (let from = 0; from < entries.length; from += CHUNK) {
    readCustomEmojiInto(out, entries, from, from + CHUNK, base, seen);
    if (from + CHUNK < entries.length) await yieldToMain();
  }
  return out;
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

const FAILED = Symbol('failed');

/** A file the server may not have: a failure is an empty list (logged, not shown). */
async function optional(path: string): Promise<unknown> {
  try {
    return (await getApiClient().get<unknown>(path)).data;
  } catch (error) {
    console.warn(`Emoji: ${path} could not be loaded`, error);
    return FAILED;
  }
}

let loadingCustom: { base: string; promise: Promise<PickerEmoji[]> } | null = null;

/**
 * The instance's custom emoji, loaded once per server like the instance itself (spec 1: 'load
 * emoji' after sign-in): Pleroma's list where the server has it, else Mastodon's. This is all the
 * post form preloads; the Unicode set waits for the first picker or ':' word.
 */
export function loadCustomEmoji(capabilities: Capabilities): Promise<PickerEmoji[]> {
  const base = getApiClient().baseUrl;
  if (loadingCustom?.base === base) return loadingCustom.promise;
  const promise = optional(capabilities.pleromaApi ? '/api/v1/pleroma/emoji' : '/api/v1/custom_emojis').then(
    (custom) => {
      // A list that failed to load is asked for again the next time a picker opens.
      if (custom === FAILED) loadingCustom = null;
      return readCustomEmojiInChunks(custom, base);
    },
  );
  loadingCustom = { base, promise };
  return promise;
}

const NO_UNICODE = { emoji: [], groups: [] };

/**
 * Every emoji the picker and the autocomplete offer: the instance's custom emoji and the whole
 * Unicode set from emojibase-data in the interface language (decision 0031). A Unicode set that
 * cannot load leaves the custom emoji (logged). `onFirst` is given the custom emoji and the first
 * Unicode group as soon as both are in, if that is before the whole set (the picker shows them
 * while the other groups arrive).
 */
export async function loadEmojiCatalogue(
  capabilities: Capabilities,
  onFirst?: (catalogue: EmojiCatalogue) => void,
): Promise<EmojiCatalogue> {
  const language = interfaceLanguage$.getValue();
  const custom = loadCustomEmoji(capabilities);
  const all = loadUnicodeEmoji(language).catch((error: unknown) => {
    console.warn('Emoji: the Unicode emoji could not be loaded', error);
    return NO_UNICODE;
  });
  let done = false;
  if (onFirst)
    void Promise.all([custom, loadFirstUnicodeGroup(language)]).then(
      ([customEmoji, first]) => {
        if (!done) onFirst({ custom: customEmoji, unicode: first.emoji, unicodeGroups: first.groups });
      },
      () => undefined,
    );
  const [customEmoji, unicode] = await Promise.all([custom, all]);
  done = true;
  return { custom: customEmoji, unicode: unicode.emoji, unicodeGroups: unicode.groups };
}
