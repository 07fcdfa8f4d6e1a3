import { describe, expect, it } from 'vitest';
import type { PickerEmoji } from '../emoji/emoji-catalogue';
import { applySuggestion, caretWord, emojiScore, insertAtCaret, suggestEmoji } from './suggest';

const custom = (name: string): PickerEmoji => ({
  name,
  displayText: name,
  imageUrl: `https://x.test/${name}.png`,
  group: 'custom',
  search: name.toLowerCase(),
});
const unicode = (name: string, displayText: string): PickerEmoji => ({
  name,
  displayText,
  imageUrl: null,
  group: 'unicode',
  search: displayText.toLowerCase(),
});

describe('caretWord', () => {
  it('finds a prefixed word that is more than its prefix', () => {
    expect(caretWord('hello :blo', 10)).toEqual({ start: 6, end: 10, prefix: ':', query: 'blo' });
    expect(caretWord('@al', 3)).toMatchObject({ prefix: '@', query: 'al' });
    expect(caretWord('a #tag', 6)).toMatchObject({ prefix: '#', query: 'tag' });
  });
  it('does not start on a bare prefix, on "$" or on a plain word', () => {
    expect(caretWord('hello :', 7)).toBeNull();
    expect(caretWord('$[spin', 6)).toBeNull();
    expect(caretWord('hello', 5)).toBeNull();
    expect(caretWord('mail me@x', 9)).toBeNull();
  });
});

describe('suggestEmoji', () => {
  const list = [
    custom('blobcat'),
    custom('blob'),
    custom('ablobwave'),
    unicode('🐱', 'cat face'),
    custom('x1'),
  ];
  it('scores exact 200, picture 100, prefix 10 (spec 3 section 5)', () => {
    expect(emojiScore(custom('blob'), 'blob')).toBe(310);
    expect(emojiScore(custom('blobcat'), 'blob')).toBe(110);
    expect(emojiScore(custom('ablobwave'), 'blob')).toBe(100);
    expect(emojiScore(unicode('🐱', 'cat face'), 'cat')).toBe(10);
  });
  it('orders by score, matches case-insensitively and keeps five', () => {
    expect(suggestEmoji(list, 'BLOB').map((s) => s.replacement)).toEqual([
      ':blob:',
      ':blobcat:',
      ':ablobwave:',
    ]);
    const many = Array.from({ length: 9 }, (_, i) => custom(`cat${i}`));
    expect(suggestEmoji(many, 'cat')).toHaveLength(5);
    expect(suggestEmoji(list, 'cat').map((s) => s.replacement)).toContain('🐱');
  });
  it("matches a Unicode emoji's keywords and shortcodes, equal scores in Unicode's order", () => {
    const wave = { ...unicode('👋', 'waving hand'), keywords: 'hello wave waving_hand' };
    const water = { ...unicode('🌊', 'water wave'), keywords: 'ocean wave water_wave' };
    expect(emojiScore(wave, 'wave')).toBe(210);
    expect(suggestEmoji([wave, water], 'wave').map((s) => s.replacement)).toEqual(['👋', '🌊']);
    expect(suggestEmoji([wave, water], 'ocean').map((s) => s.replacement)).toEqual(['🌊']);
  });
});

describe('suggestEmoji among thousands', () => {
  it('gives the same five as sorting every match', () => {
    const many = Array.from({ length: 3_000 }, (_, i) => custom(`blob${(i * 7919) % 3_000}`));
    const words = ['blob', 'blob12', 'blob2999', 'b'];
    for (const word of words) {
      const sorted = many
        .filter((emoji) => emoji.search.includes(word))
        .map((emoji, order) => ({ emoji, order, score: emojiScore(emoji, word) }))
        .sort((a, b) => b.score - a.score || a.emoji.displayText.localeCompare(b.emoji.displayText))
        .slice(0, 5)
        .map(({ emoji }) => `:${emoji.name}:`);
      expect(suggestEmoji(many, word).map((s) => s.replacement)).toEqual(sorted);
    }
  });
});

describe('applying', () => {
  it('replaces the word and adds one space', () => {
    const text = 'hi :blo there';
    const word = caretWord(text, 7);
    if (!word) throw new Error('no word');
    expect(
      applySuggestion(text, word, { kind: 'hashtag', key: 'k', label: 'l', replacement: ':blobcat:' }),
    ).toEqual({ text: 'hi :blobcat: there', caret: 12 });
  });
  it('pads an inserted emoji only where it touches text', () => {
    expect(insertAtCaret('ab', 1, 1, ':x:', true)).toEqual({ text: 'a :x: b', caret: 6 });
    expect(insertAtCaret('a ', 2, 2, ':x:', true)).toEqual({ text: 'a :x: ', caret: 6 });
    expect(insertAtCaret('ab', 1, 1, '🐱', false)).toEqual({ text: 'a🐱b', caret: 3 });
  });
});
