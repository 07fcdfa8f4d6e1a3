import type { PickerEmoji } from './emoji-catalogue';

/**
 * Spec 3 section 5: a search is case-insensitive and matches the display text (a Unicode emoji's
 * name, a custom emoji's shortcode), or is the emoji itself typed or pasted ('👍' finds 👍). A
 * Unicode emoji is also found by its keywords and shortcodes ('yes' finds 👍).
 */
export function searchEmoji(list: readonly PickerEmoji[], query: string): PickerEmoji[] {
  const typed = withoutSelector(query.trim());
  const wanted = typed.toLowerCase();
  if (wanted === '') return [...list];
  // Words (letters, digits, spaces) cannot be an emoji typed in: the glyph check, a string
  // rewrite per emoji, runs only for anything else (thousands of emoji at each keystroke).
  const glyph = !/^[\p{L}\p{N}\s_-]+$/u.test(typed);
  const isTyped = (name: string) => name === typed || withoutSelector(name) === typed;
  return list.filter(
    (emoji) =>
      emoji.search.includes(wanted) ||
      (emoji.keywords?.includes(wanted) ?? false) ||
      (glyph && !emoji.imageUrl && (isTyped(emoji.name) || (emoji.skins?.some(isTyped) ?? false))),
  );
}

/** Without the emoji presentation selector: '👍' typed finds the data's '👍\uFE0F'. */
const withoutSelector = (text: string) => text.replace(/\uFE0F/g, '');
