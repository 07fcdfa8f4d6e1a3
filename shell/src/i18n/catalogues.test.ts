import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '@murmur/shared';
import { describePartCatalogues } from '@murmur/shared/testing';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import sessionDe from './session/de.json';
import { SESSION_LANGUAGES, SHELL_LANGUAGES, shellCatalogue } from './shell-catalogue';

const folder = dirname(fileURLToPath(import.meta.url));
describePartCatalogues('shell', folder, SHELL_LANGUAGES);
describePartCatalogues('shell session', join(folder, 'session'), SESSION_LANGUAGES);

describe('the shell catalogue loader', () => {
  it('loads the frame and the session messages of a language together', async () => {
    expect(await loadCatalogue(shellCatalogue, 'de')).toEqual({ ...de, ...sessionDe });
  });
  it('reads English for a language without a catalogue', async () => {
    expect(await loadCatalogue(shellCatalogue, 'xx')).toEqual({});
  });
  it('offers only languages with a session catalogue that also have a frame catalogue', () => {
    for (const language of SESSION_LANGUAGES) expect(SHELL_LANGUAGES).toContain(language);
  });
});
