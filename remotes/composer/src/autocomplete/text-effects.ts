import { AUTOCOMPLETE_SUGGESTIONS } from '@murmur/shared';
import type { CaretWord, Suggestion } from './suggest';

/**
 * Spec 3 section 5: the text-effect (MFM) suggestions, in the spec's order. The composer keeps its
 * own copy (a test holds it equal to the shared renderer's list) so it runs with an older shell.
 */
export const TEXT_EFFECTS = [
  'blur',
  'bounce',
  'flip',
  'font',
  'jelly',
  'jump',
  'rainbow',
  'rotate',
  'shake',
  'sparkle',
  'spin',
  'tada',
  'twitch',
  'x2',
  'x3',
  'x4',
] as const;

/**
 * '$[' then the start of an effect's name, as Akkoma-FE suggests them: the word from the last
 * whitespace to the caret. A bare '$' is no prefix (spec 3), so '$[' is where effects begin.
 */
export function effectWord(text: string, caret: number): CaretWord | null {
  let start = caret;
  while (start > 0 && !/\s/.test(text[start - 1] as string)) start--;
  const match = /^\$\[([a-z0-9]*)$/i.exec(text.slice(start, caret));
  return match ? { start, end: caret, prefix: '$[', query: match[1] ?? '' } : null;
}

/** The effects whose name starts with the query, in the spec's order, five at most. */
export function suggestEffects(query: string): Suggestion[] {
  const wanted = query.toLowerCase();
  return TEXT_EFFECTS.filter((name) => name.startsWith(wanted))
    .slice(0, AUTOCOMPLETE_SUGGESTIONS)
    .map((name) => ({
      kind: 'effect' as const,
      key: `effect:${name}`,
      label: name,
      // Akkoma-FE's text: the effect opened and closed; the caret goes inside (applySuggestion).
      replacement: `$[${name} ]`,
    }));
}
