import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '@murmur/shared';
import { describePartCatalogues } from '@murmur/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LANGUAGES, timelinesCatalogue } from './catalogue';
import de from './de.json';

describePartCatalogues('timelines', dirname(fileURLToPath(import.meta.url)), CATALOGUE_LANGUAGES);

describe('the timelines catalogue loader', () => {
  it('loads German, and reads English for a language without a catalogue, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await loadCatalogue(timelinesCatalogue, 'de')).toEqual(de);
      expect(await loadCatalogue(timelinesCatalogue, 'xx')).toEqual({});
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
