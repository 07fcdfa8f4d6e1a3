import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from './catalogue-checks';

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
