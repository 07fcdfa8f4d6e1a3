import { AUTOCOMPLETE_SUGGESTIONS } from '@murmur/shared';
import type { PickerEmoji } from '../emoji/emoji-catalogue';

/** What a word typed in the form may be completed to. */
export type Suggestion =
  | { kind: 'emoji'; key: string; label: string; imageUrl: string | null; replacement: string }
  | {
      kind: 'mention';
      key: string;
      label: string;
      detail: string;
      imageUrl: string | null;
      replacement: string;
    }
  | { kind: 'hashtag'; key: string; label: string; replacement: string }
  | { kind: 'effect'; key: string; label: string; replacement: string };

export type Prefix = ':' | '@' | '#';
const PREFIXES: readonly string[] = [':', '@', '#'];

/** The word the caret is in: from the last whitespace before the caret up to the caret. */
export interface CaretWord {
  start: number;
  end: number;
  /** '$[' for a text effect (`effectWord` in text-effects.ts). */
  prefix: Prefix | '$[';
  /** The word without its prefix. */
  query: string;
}

/**
 * Spec 3 section 5: completion starts only on a word whose first character is a prefix
 * (':', '@', '#'; '$' is not one) and which is more than that character.
 */
export function caretWord(text: string, caret: number): CaretWord | null {
  let start = caret;
  while (start > 0 && !/\s/.test(text[start - 1] as string)) start--;
  const word = text.slice(start, caret);
  const prefix = word[0];
  if (!prefix || !PREFIXES.includes(prefix) || word.length < 2) return null;
  return { start, end: caret, prefix: prefix as Prefix, query: word.slice(1) };
}

/** The words a Unicode emoji is also known by (keywords, shortcodes). */
const keywordsOf = (emoji: PickerEmoji): string[] => (emoji.keywords ? emoji.keywords.split(' ') : []);

/**
 * Spec 3 section 5: exact match 200, has a picture 100, prefix match 10. The name, or one of a
 * Unicode emoji's keywords and shortcodes, may match (':thumbsup' is 👍 exactly).
 */
export function emojiScore(emoji: PickerEmoji, query: string): number {
  const wanted = query.toLowerCase();
  const words = [emoji.search, ...keywordsOf(emoji)];
  return (
    (words.includes(wanted) ? 200 : 0) +
    (emoji.imageUrl ? 100 : 0) +
    (words.some((word) => word.startsWith(wanted)) ? 10 : 0)
  );
}

/**
 * The best five emoji for ':query', highest score first; custom emoji of equal score by name,
 * Unicode ones in Unicode's order (':wave' is the waving hand before the water wave).
 */
export function suggestEmoji(list: readonly PickerEmoji[], query: string): Suggestion[] {
  const wanted = query.toLowerCase().replace(/:$/, '');
  if (wanted === '') return [];
  type Ranked = { emoji: PickerEmoji; order: number; score: number };
  const before = (a: Ranked, b: Ranked) =>
    b.score - a.score ||
    (a.emoji.imageUrl && b.emoji.imageUrl
      ? a.emoji.displayText.localeCompare(b.emoji.displayText)
      : a.order - b.order);
  // The best five kept as the list is read, in order: ':b' matches thousands of custom emoji on
  // some servers, and sorting them all at each keystroke is work for nothing.
  const best: Ranked[] = [];
  let order = 0;
  for (const emoji of list) {
    if (!emoji.search.includes(wanted) && !(emoji.keywords?.includes(wanted) ?? false)) continue;
    const ranked = { emoji, order: order++, score: emojiScore(emoji, wanted) };
    const last = best[AUTOCOMPLETE_SUGGESTIONS - 1];
    if (last && before(ranked, last) >= 0) continue;
    let at = best.length;
    while (at > 0 && before(ranked, best[at - 1] as Ranked) < 0) at--;
    best.splice(at, 0, ranked);
    if (best.length > AUTOCOMPLETE_SUGGESTIONS) best.pop();
  }
  return best.map(({ emoji }) => ({
    kind: 'emoji' as const,
    key: `emoji:${emoji.name}`,
    label: emoji.imageUrl ? `:${emoji.displayText}:` : `${emoji.name} ${emoji.displayText}`,
    imageUrl: emoji.imageUrl,
    replacement: emoji.imageUrl ? `:${emoji.name}:` : emoji.name,
  }));
}

/**
 * The text after a suggestion is taken, and where the caret goes: after it and one space; for a
 * text effect, '$[name ]' with the caret before the ']', where the effect's text is typed.
 */
export function applySuggestion(
  text: string,
  word: CaretWord,
  suggestion: Suggestion,
): { text: string; caret: number } {
  const after = text.slice(word.end);
  if (suggestion.kind === 'effect') {
    return {
      text: text.slice(0, word.start) + suggestion.replacement + after,
      caret: word.start + suggestion.replacement.length - 1,
    };
  }
  const inserted = `${suggestion.replacement}${after.startsWith(' ') ? '' : ' '}`;
  return {
    text: text.slice(0, word.start) + inserted + after,
    caret: word.start + inserted.length,
  };
}

/** Inserts an emoji at the caret, padded with spaces where the neighbours are not (padEmoji). */
export function insertAtCaret(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  insert: string,
  pad: boolean,
): { text: string; caret: number } {
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  const left = pad && before !== '' && !/\s$/.test(before) ? ' ' : '';
  const right = pad && !/^\s/.test(after) ? ' ' : '';
  const inserted = `${left}${insert}${right}`;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}
