import { describe, expect, it } from 'vitest';
import { catalogueDifferences, catalogueProblems, messageProblems } from './catalogue-checks';

describe('catalogueDifferences', () => {
  it('names missing, stale and broken translations', () => {
    const english = { a: 'Hello {name}', b: 'Bye', c: '{count, plural, one {# post} other {# posts}}' };
    const german = { a: 'Hallo {nom}', c: '{count, plural, one {# Beitrag', d: 'alt' };
    expect(catalogueDifferences(english, german, 'de')).toEqual({
      missing: ['b'],
      stale: ['d'],
      broken: ['a', 'c'],
    });
  });

  it('accepts a faithful translation', () => {
    expect(catalogueDifferences({ a: 'Hello {name}' }, { a: 'Hallo {name}' }, 'de')).toEqual({
      missing: [],
      stale: [],
      broken: [],
    });
  });
});

describe('messageProblems: the rules every translated message follows', () => {
  const posts = '{count, plural, one {# post} other {# posts}}';
  it('asks for every plural category of the language: Arabic has six, Japanese one', () => {
    expect(messageProblems(posts, '{count, plural, one {# منشور} other {# منشورات}}', 'ar').sort()).toEqual([
      "plural on {count} lacks 'few', which ar needs",
      "plural on {count} lacks 'many', which ar needs",
      "plural on {count} lacks 'two', which ar needs",
      "plural on {count} lacks 'zero', which ar needs",
    ]);
    expect(messageProblems(posts, '{count, plural, other {#件の投稿}}', 'ja')).toEqual([]);
    expect(messageProblems(posts, '{count, plural, other {#件の投稿}}', 'ja_easy')).toEqual([]);
  });
  it('refuses a plural category the language does not have, and accepts exact cases', () => {
    expect(messageProblems(posts, '{count, plural, one {#} few {#} other {#}}', 'de')).toEqual([
      "branch 'few' of {count} not valid for de (plural)",
    ]);
    expect(messageProblems(posts, '{count, plural, =0 {keine} one {#} other {#}}', 'de')).toEqual([]);
  });
  it('asks for other', () => {
    expect(messageProblems(posts, '{count, plural, one {#}}', 'de')).toEqual([
      "plural on {count} without 'other'",
    ]);
  });
  it('refuses select branches, placeholders and tags English does not have', () => {
    const english = '{kind, select, poll {a poll} other {a post}} by <b>{name}</b>';
    expect(
      messageProblems(english, '{kind, select, poll {x} video {y} other {z}} <b>{name}</b>', 'fr'),
    ).toEqual(["branch 'video' of {kind} not valid for fr (select)"]);
    expect(messageProblems(english, '{kind, select, other {z}} <i>{nom}</i>', 'fr')).toEqual([
      'placeholder {nom} not in English',
      'placeholder {name} of English missing',
      'tag <i> not in English',
      'tag <b> of English missing',
    ]);
  });
  it('reports ICU that does not parse, and empty messages', () => {
    expect(messageProblems('Hello', 'Hallo {', 'de')[0]).toMatch(/^does not parse as ICU/);
    expect(messageProblems('Hello', ' ', 'de')).toEqual(['empty']);
  });
  it('lists every problem of a catalogue, one line each', () => {
    expect(catalogueProblems({ a: 'A {n}', b: 'B' }, { a: 'A', c: 'C' }, 'de')).toEqual([
      'missing key b',
      'stale key c',
      'a: placeholder {n} of English missing',
    ]);
  });
});
