import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '@murmur/shared';
import { describePartCatalogues } from '@murmur/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LANGUAGES, settingsCatalogue } from './catalogue';
import de from './de.json';

describePartCatalogues('settings', dirname(fileURLToPath(import.meta.url)), CATALOGUE_LANGUAGES);

describe('the settings catalogue loader', () => {
  it('loads German, and reads English for a language without a catalogue, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await loadCatalogue(settingsCatalogue, 'de')).toEqual(de);
      expect(await loadCatalogue(settingsCatalogue, 'xx')).toEqual({});
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
