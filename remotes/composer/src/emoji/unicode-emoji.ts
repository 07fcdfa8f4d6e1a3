import deGroups from 'emojibase-data/de/compact.json?picker-groups';
import enGroups from 'emojibase-data/en/compact.json?picker-groups';
import type { PickerGroupData } from '../../build/emoji-picker-data.cjs';
import type { PickerEmoji } from './emoji-catalogue';

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

/**
 * One group of the build's cut of emojibase-data (build/emoji-picker-data.cjs) as the picker and
 * the autocomplete use it: named by the data's label, found also by its keywords (tags and
 * shortcodes), with its five skin tone variants.
 */
export function readPickerGroup(data: PickerGroupData): UnicodeEmojiSet {
  const emoji = data.emoji.map(
    ([name, label, keywords, skins]): PickerEmoji => ({
      name,
      displayText: label,
      imageUrl: null,
      group: data.key,
      search: label.toLowerCase(),
      keywords,
      ...(skins ? { skins } : {}),
    }),
  );
  return { emoji, groups: emoji.length ? [{ key: data.key, label: data.label }] : [] };
}

/** Sets of groups in order, as one. */
export function joinGroups(parts: readonly UnicodeEmojiSet[]): UnicodeEmojiSet {
  return { emoji: parts.flatMap((part) => part.emoji), groups: parts.flatMap((part) => part.groups) };
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

type GroupLoaders = readonly (() => Promise<{ default: PickerGroupData }>)[];

/**
 * The data's languages among the composer's catalogue languages. Each group of a language is a
 * chunk of its own with a content hash (cached for good), cut at build time to what the picker
 * reads, English shortcodes included (they are what people type after ':' in every language).
 */
const LOADERS: Record<string, GroupLoaders> = { en: enGroups, de: deGroups };

/** The language whose data is used for an interface language ('de-AT' reads 'de'; else English). */
export function emojiDataLanguage(interfaceLanguage: string): string {
  const base = interfaceLanguage.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return base in LOADERS ? base : 'en';
}

interface Loading {
  /** Each group, read as its chunk arrives: one short task per group, never the whole set at once. */
  groups: Promise<UnicodeEmojiSet>[];
  all: Promise<UnicodeEmojiSet>;
}

const loaded = new Map<string, Loading>();

function loading(interfaceLanguage: string): Loading {
  const language = emojiDataLanguage(interfaceLanguage);
  const known = loaded.get(language);
  if (known) return known;
  const groups = (LOADERS[language] as GroupLoaders).map((load) =>
    load().then((module) => readPickerGroup(module.default)),
  );
  const all = Promise.all(groups).then(joinGroups);
  // A failed load is tried again next time.
  all.catch(() => loaded.delete(language));
  const started = { groups, all };
  loaded.set(language, started);
  return started;
}

/** The Unicode emoji in a language, loaded once per language; a failed load is tried again next time. */
export function loadUnicodeEmoji(interfaceLanguage: string): Promise<UnicodeEmojiSet> {
  return loading(interfaceLanguage).all;
}

/** The first group (smileys), which the picker shows while the others arrive. */
export function loadFirstUnicodeGroup(interfaceLanguage: string): Promise<UnicodeEmojiSet> {
  return loading(interfaceLanguage).groups[0] as Promise<UnicodeEmojiSet>;
}
