import deCompact from 'emojibase-data/de/compact.json';
import deMessages from 'emojibase-data/de/messages.json';
import compact from 'emojibase-data/en/compact.json';
import messages from 'emojibase-data/en/messages.json';
import shortcodes from 'emojibase-data/en/shortcodes/emojibase.json';
import { describe, expect, it } from 'vitest';
import { PICKER_GROUPS, pickerGroup, skinVariants } from '../../build/emoji-picker-data.cjs';
import { emojiByName } from './emoji-lookup';
import { searchEmoji } from './search-emoji';
import { emojiDataLanguage, joinGroups, readPickerGroup, withSkinTone } from './unicode-emoji';

type Shortcodes = Parameters<typeof pickerGroup>[2];
type Messages = Parameters<typeof pickerGroup>[1];

// The package's own data, cut by the build's code and read as the picker reads it.
const groups = PICKER_GROUPS.map((group) =>
  pickerGroup(compact, messages as Messages, shortcodes as unknown as Shortcodes, group),
);
const set = joinGroups(groups.map(readPickerGroup));

describe('the Unicode set from emojibase-data', () => {
  it('holds every emoji but the components, in the nine groups, in order', () => {
    expect(set.emoji.length).toBeGreaterThan(1_900);
    expect(set.groups.map((g) => g.key)).toEqual([
      'smileys-emotion',
      'people-body',
      'animals-nature',
      'food-drink',
      'travel-places',
      'activities',
      'objects',
      'symbols',
      'flags',
    ]);
    expect(set.emoji[0]?.name).toBe('😀');
    expect(set.emoji.some((e) => e.group === 'component')).toBe(false);
    // No lone skin tone modifier or regional indicator.
    expect(set.emoji.find((e) => e.name === '🏽' || e.name === '🇦')).toBeUndefined();
  });
  it('finds an emoji by its name, a keyword and a shortcode', () => {
    const names = (query: string) => searchEmoji(set.emoji, query).map((e) => e.name);
    expect(names('waving hand')).toContain('👋');
    expect(names('greetings')).toContain('👋');
    // The data holds the fully qualified form (with U+FE0F); a bare '👍' typed finds it too.
    expect(names('thumbsup')).toContain('👍\uFE0F');
    expect(names('👍')).toEqual(['👍\uFE0F']);
  });
  it('gives the emoji with skin tones their five variants, light to dark', () => {
    const wave = set.emoji.find((e) => e.name === '👋');
    expect(wave?.skins).toEqual(['👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿']);
    const toned = withSkinTone(set.emoji, 3);
    expect(toned.find((e) => e.displayText === 'waving hand')?.name).toBe('👋🏽');
    expect(toned.find((e) => e.displayText === 'fox')?.name).toBe('🦊');
    expect(emojiByName(set.emoji).get('👋🏽')?.displayText).toBe('waving hand');
    // A handshake has a variant per pair of tones; the one of matching tones is taken.
    expect(set.emoji.find((e) => e.displayText === 'handshake')?.skins?.[4]).toBe('🤝🏿');
  });
});

describe('skin variants', () => {
  const skin = (hexcode: string, unicode: string) => ({ label: '', hexcode, unicode });
  it('are left out when the data lacks a tone', () => {
    expect(skinVariants([skin('1F44B-1F3FB', 'a')])).toBeNull();
    expect(skinVariants(undefined)).toBeNull();
  });
  it('skip mixed pairs', () => {
    const skins = [
      skin('1F9D1-1F3FB-200D-1F9D1-1F3FC', 'mixed'),
      ...['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'].map((tone, i) =>
        skin(`1F9D1-${tone}-200D-1F9D1-${tone}`, `pair${i + 1}`),
      ),
    ];
    expect(skinVariants(skins)).toEqual(['pair1', 'pair2', 'pair3', 'pair4', 'pair5']);
  });
});

describe('the data language', () => {
  it('follows the interface language where the data has it, else English', () => {
    expect(emojiDataLanguage('de')).toBe('de');
    expect(emojiDataLanguage('de-AT')).toBe('de');
    expect(emojiDataLanguage('ja_easy')).toBe('en');
  });
});

describe("the build's cut of emojibase-data, one group at a time", () => {
  it('keeps only what the picker reads: character, label, keywords with shortcodes, five tones', () => {
    const people = groups[1];
    expect(people?.key).toBe('people-body');
    const wave = people?.emoji.find((record) => record[0] === '👋');
    expect(wave).toEqual([
      '👋',
      'waving hand',
      expect.stringContaining('greetings'),
      ['👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿'],
    ]);
    expect(wave?.[2]).toContain('wave');
    // Far smaller than the package's entries with their variants' labels and tags.
    const raw = JSON.stringify(compact.filter((entry) => entry.group === 1)).length;
    expect(JSON.stringify(people).length).toBeLessThan(raw / 2);
  });
  it('never makes a group of the components', () => {
    expect(PICKER_GROUPS).not.toContain(2);
    expect(() => pickerGroup(compact, messages as Messages, {}, 2)).toThrow();
  });
  it('names the emoji and the group in the data language, with the English shortcodes', () => {
    const german = pickerGroup(deCompact, deMessages as Messages, shortcodes as unknown as Shortcodes, 0);
    expect(german.label).toBe('Smileys & Emotionen');
    expect(german.emoji[0]?.slice(0, 2)).toEqual(['😀', 'grinsendes Gesicht']);
    expect(german.emoji[0]?.[2]).toContain('grinsen');
    expect(german.emoji[0]?.[2]).toContain('grinning_face');
  });
  it('reads a group with no emoji as no group', () => {
    expect(readPickerGroup({ key: 'flags', label: 'flags', emoji: [] })).toEqual({ emoji: [], groups: [] });
  });
});
