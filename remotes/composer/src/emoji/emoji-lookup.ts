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

/**
 * The emoji of these names in the order given, a skin tone variant as the emoji in that tone.
 * One pass that builds nothing but the few found: the picker's recent row, without a map of the
 * whole catalogue (thousands of emoji) on the first open.
 */
export function emojiNamed(list: readonly PickerEmoji[], names: readonly string[]): PickerEmoji[] {
  if (names.length === 0) return [];
  const wanted = new Set(names);
  const found = new Map<string, PickerEmoji>();
  for (const emoji of list) {
    if (wanted.has(emoji.name) && !found.has(emoji.name)) found.set(emoji.name, emoji);
    if (emoji.skins)
      for (const variant of emoji.skins)
        if (wanted.has(variant) && !found.has(variant)) found.set(variant, { ...emoji, name: variant });
  }
  return names.flatMap((name) => found.get(name) ?? []);
}
