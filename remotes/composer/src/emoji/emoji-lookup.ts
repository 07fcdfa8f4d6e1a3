import type { PickerEmoji } from './emoji-catalogue';

/**
 * Every emoji by the name it is inserted as, skin tone variants included (a recent '👋🏽' is found
 * as the waving hand in that tone).
 */
export function emojiByName(list: readonly PickerEmoji[]): Map<string, PickerEmoji> {
  const out = new Map<string, PickerEmoji>();
  for (const emoji of list) {
    if (!out.has(emoji.name)) out.set(emoji.name, emoji);
    for (const variant of emoji.skins ?? [])
      if (!out.has(variant)) out.set(variant, { ...emoji, name: variant });
  }
  return out;
}
