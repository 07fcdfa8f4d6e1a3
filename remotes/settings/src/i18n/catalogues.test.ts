import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '@murmur/shared';
import { catalogueDifferences } from '@murmur/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LANGUAGES, settingsCatalogue } from './catalogue';
import de from './de.json';
import en from './en.json';

describe('the settings catalogues', () => {
  it('translates every English message into German, with the same placeholders', () => {
    expect(catalogueDifferences(en, de, 'de')).toEqual({ missing: [], stale: [], broken: [] });
  });

  it('lists exactly the languages that have a catalogue file', () => {
    const files = readdirSync(dirname(fileURLToPath(import.meta.url)))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect([...CATALOGUE_LANGUAGES].sort()).toEqual(files.sort());
  });

  it('loads German, and reads English for a language without a catalogue, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await loadCatalogue(settingsCatalogue, 'de')).toEqual(de);
      expect(await loadCatalogue(settingsCatalogue, 'fr')).toEqual({});
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
