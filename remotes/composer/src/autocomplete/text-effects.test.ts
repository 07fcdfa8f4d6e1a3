import { MFM_EFFECTS } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { applySuggestion, caretWord } from './suggest';
import { effectWord, suggestEffects, TEXT_EFFECTS } from './text-effects';

describe('text effects (spec 3 section 5)', () => {
  it("lists the spec's sixteen effects, the ones the renderer draws", () => {
    expect(TEXT_EFFECTS).toHaveLength(16);
    expect([...TEXT_EFFECTS]).toEqual([...MFM_EFFECTS]);
  });

  it("starts at '$[', never on a bare '$' nor inside a word", () => {
    expect(effectWord('wow $[', 6)).toEqual({ start: 4, end: 6, prefix: '$[', query: '' });
    expect(effectWord('$[sp', 4)).toEqual({ start: 0, end: 4, prefix: '$[', query: 'sp' });
    expect(effectWord('$', 1)).toBeNull();
    expect(effectWord('$sp', 3)).toBeNull();
    expect(effectWord('pay$[x', 6)).toBeNull();
    expect(effectWord('$[tada ', 7)).toBeNull();
    // The ordinary prefixes still leave '$' out.
    expect(caretWord('$[sp', 4)).toBeNull();
  });

  it('offers the effects the name starts with, in order, five at most', () => {
    expect(suggestEffects('').map((s) => s.label)).toEqual(['blur', 'bounce', 'flip', 'font', 'jelly']);
    expect(suggestEffects('S').map((s) => s.label)).toEqual(['shake', 'sparkle', 'spin']);
    expect(suggestEffects('x').map((s) => s.replacement)).toEqual(['$[x2 ]', '$[x3 ]', '$[x4 ]']);
    expect(suggestEffects('wobble')).toEqual([]);
  });

  it("inserts '$[name ]' with the caret before the ']'", () => {
    const text = 'so $[ta and';
    const word = effectWord(text, 7);
    const tada = suggestEffects('ta')[0];
    if (!word || !tada) throw new Error('no suggestion');
    expect(applySuggestion(text, word, tada)).toEqual({ text: 'so $[tada ] and', caret: 10 });
  });
});
