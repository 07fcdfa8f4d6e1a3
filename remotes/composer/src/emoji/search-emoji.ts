import type { PickerEmoji } from './emoji-catalogue';

/**
 * Spec 3 section 5: a search is case-insensitive and matches the display text, or is the emoji
 * itself typed or pasted ('👍' finds 👍).
 */
export function searchEmoji(list: readonly PickerEmoji[], query: string): PickerEmoji[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...list];
  return list.filter(
    (emoji) =>
      emoji.displayText.toLowerCase().includes(wanted) || (!emoji.imageUrl && emoji.name === query.trim()),
  );
}
