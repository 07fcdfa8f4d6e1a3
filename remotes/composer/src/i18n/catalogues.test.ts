import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '@murmur/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LANGUAGES, composerCatalogue } from './catalogue';
import de from './de.json';
import en from './en.json';

/** Placeholder names of an ICU message ({error}, {count, plural, ...}). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

describe('the composer catalogues', () => {
  it('translates every English message into German', () => {
    const missing = Object.keys(en).filter((key) => !(key in de));
    expect(missing).toEqual([]);
  });

  it('carries no German message that English no longer has', () => {
    const stale = Object.keys(de).filter((key) => !(key in en));
    expect(stale).toEqual([]);
  });

  it('keeps the placeholders of each message, and every message parses', () => {
    for (const [key, english] of Object.entries(en as Record<string, string>)) {
      const german = (de as Record<string, string>)[key] ?? '';
      expect(new Set(placeholders(german)), key).toEqual(new Set(placeholders(english)));
      const errors: unknown[] = [];
      const intl = createIntl({ locale: 'de', messages: { [key]: german }, onError: (e) => errors.push(e) });
      const values = Object.fromEntries(placeholders(english).map((name) => [name, 1]));
      intl.formatMessage({ id: key }, values);
      expect(errors, key).toEqual([]);
    }
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
      expect(await loadCatalogue(composerCatalogue, 'de')).toEqual(de);
      expect(await loadCatalogue(composerCatalogue, 'fr')).toEqual({});
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
