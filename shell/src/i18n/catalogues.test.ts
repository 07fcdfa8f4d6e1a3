import { catalogueDifferences } from '@murmur/shared/testing';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

describe('the shell catalogues', () => {
  it('translates every English message into German, with the same placeholders', () => {
    expect(catalogueDifferences(en, de, 'de')).toEqual({ missing: [], stale: [], broken: [] });
  });
});
