import type { PickerEmoji } from './emoji-catalogue';

/** The fields of emojibase-data's `compact.json` entries that Murmur reads (decision 0031). */
export interface CompactEmoji {
  label: string;
  unicode: string;
  hexcode: string;
  group?: number;
  order?: number;
  tags?: readonly string[];
  skins?: readonly CompactEmoji[];
}

/** emojibase-data's `messages.json`: the localised names of the groups. */
export interface EmojibaseMessages {
  groups: readonly { key: string; message: string; order: number }[];
}

/** emojibase-data's shortcode files: hexcode to one shortcode or several. */
export type Shortcodes = Readonly<Record<string, string | readonly string[]>>;

export interface UnicodeGroup {
  /** emojibase's key, such as 'smileys-emotion'. */
  key: string;
  /** Its name in the data's language, such as 'smileys & emotion'. */
  label: string;
}

export interface UnicodeEmojiSet {
  emoji: PickerEmoji[];
  /** In the order the picker shows them. */
  groups: UnicodeGroup[];
}

/** Group 2 holds the components (skin tone and hair modifiers): parts of emoji, not emoji to pick. */
const COMPONENT_GROUP = 2;

/** The five Fitzpatrick modifiers, light to dark: tone 1 to 5. */
const TONE_HEXCODES = ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'];

/**
 * The variant of each of the five tones: the one whose modifiers are all that tone (a handshake
 * or a couple has one variant per pair of tones; the picker offers the matching pair). Null when
 * the data lacks one of the five.
 */
export function skinVariants(skins: readonly CompactEmoji[] | undefined): string[] | null {
  if (!skins?.length) return null;
  const out: (string | undefined)[] = [undefined, undefined, undefined, undefined, undefined];
  for (const skin of skins) {
    const tones = skin.hexcode.split('-').flatMap((part) => {
      const tone = TONE_HEXCODES.indexOf(part);
      return tone === -1 ? [] : [tone];
    });
    const first = tones[0];
    if (first === undefined || tones.some((tone) => tone !== first) || out[first] !== undefined) continue;
    out[first] = skin.unicode;
  }
  return out.every((variant) => variant !== undefined) ? (out as string[]) : null;
}

/**
 * The Unicode emoji as the picker and the autocomplete use them, from emojibase-data: every emoji
 * but the components and the lone regional indicators, in Unicode's order, named by the data's
 * label, found also by its keywords (tags) and shortcodes, with its five skin tone variants.
 */
export function readEmojibase(
  compact: readonly CompactEmoji[],
  messages: EmojibaseMessages,
  shortcodes: Shortcodes,
): UnicodeEmojiSet {
  const groupKeys = new Map(messages.groups.map((group) => [group.order, group.key]));
  const picked = compact
    .filter((entry) => entry.group !== undefined && entry.group !== COMPONENT_GROUP && entry.unicode)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const emoji: PickerEmoji[] = [];
  const present = new Set<string>();
  for (const entry of picked) {
    const group = groupKeys.get(entry.group as number);
    if (!group) continue;
    present.add(group);
    const codes = shortcodes[entry.hexcode];
    const words = [...(entry.tags ?? []), ...(typeof codes === 'string' ? [codes] : (codes ?? []))];
    const skins = skinVariants(entry.skins);
    emoji.push({
      name: entry.unicode,
      displayText: entry.label,
      imageUrl: null,
      group,
      search: entry.label.toLowerCase(),
      keywords: words.join(' ').toLowerCase(),
      ...(skins ? { skins } : {}),
    });
  }
  const groups = [...messages.groups]
    .sort((a, b) => a.order - b.order)
    .filter((group) => present.has(group.key))
    .map((group) => ({ key: group.key, label: group.message }));
  return { emoji, groups };
}

/** 0 is the default (yellow) emoji; 1 to 5 the Fitzpatrick tones, light to dark. */
export type SkinTone = 0 | 1 | 2 | 3 | 4 | 5;
export const SKIN_TONES: readonly SkinTone[] = [0, 1, 2, 3, 4, 5];

/** The emoji as they look in one tone: those with variants take that tone's. */
export function withSkinTone(list: readonly PickerEmoji[], tone: SkinTone): PickerEmoji[] {
  if (tone === 0) return [...list];
  return list.map((emoji) => {
    const variant = emoji.skins?.[tone - 1];
    return variant ? { ...emoji, name: variant } : emoji;
  });
}

type DataModule = { default: unknown };
type Loader = () => Promise<[DataModule, DataModule]>;

/**
 * The data's languages among the composer's catalogue languages, each a chunk of its own with a
 * content hash (cached for good), loaded the first time emoji are asked for. Shortcodes are the
 * English ones everywhere: they are what people type after ':'.
 */
const LOADERS: Record<string, Loader> = {
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "emoji-data-en" */ 'emojibase-data/en/compact.json'),
      import(/* webpackChunkName: "emoji-data-en" */ 'emojibase-data/en/messages.json'),
    ]),
  de: () =>
    Promise.all([
      import(/* webpackChunkName: "emoji-data-de" */ 'emojibase-data/de/compact.json'),
      import(/* webpackChunkName: "emoji-data-de" */ 'emojibase-data/de/messages.json'),
    ]),
};

const loadShortcodes = (): Promise<DataModule> =>
  import(/* webpackChunkName: "emoji-shortcodes" */ 'emojibase-data/en/shortcodes/emojibase.json');

/** The language whose data is used for an interface language ('de-AT' reads 'de'; else English). */
export function emojiDataLanguage(interfaceLanguage: string): string {
  const base = interfaceLanguage.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return base in LOADERS ? base : 'en';
}

const loaded = new Map<string, Promise<UnicodeEmojiSet>>();

/** The Unicode emoji in a language, loaded once per language; a failed load is tried again next time. */
export function loadUnicodeEmoji(interfaceLanguage: string): Promise<UnicodeEmojiSet> {
  const language = emojiDataLanguage(interfaceLanguage);
  const known = loaded.get(language);
  if (known) return known;
  const load = LOADERS[language] as Loader;
  const promise = Promise.all([load(), loadShortcodes()]).then(([[compact, messages], shortcodes]) =>
    readEmojibase(
      compact.default as CompactEmoji[],
      messages.default as EmojibaseMessages,
      shortcodes.default as Shortcodes,
    ),
  );
  promise.catch(() => loaded.delete(language));
  loaded.set(language, promise);
  return promise;
}
