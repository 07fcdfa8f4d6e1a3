import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every catalogue folder of the parts (the shell's session messages are a catalogue of their own). */
export const CATALOGUE_FOLDERS = [
  'shell/src/i18n',
  'shell/src/i18n/session',
  'remotes/timelines/src/i18n',
  'remotes/composer/src/i18n',
  'remotes/profiles/src/i18n',
  'remotes/settings/src/i18n',
  'remotes/moderation/src/i18n',
];

type Catalogue = Record<string, string>;
const read = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** The languages with a catalogue in a folder (file names without '.json'), English included. */
export function languagesOf(folder: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/** A message of one catalogue in a language, or its English text where the language lacks it. */
export function message(folder: string, key: string, language: string): string {
  const file = path.join(root, folder, `${language}.json`);
  const translated = existsSync(file) ? read(file)[key] : undefined;
  return translated ?? read(path.join(root, folder, 'en.json'))[key] ?? key;
}

export interface EnglishLeftProbe {
  /** English texts whose translation differs in the language (exact, whole text). */
  exact: string[];
  /** English messages with placeholders, as regular expression sources over a whole text. */
  patterns: string[];
  /** Every message key: shown as text, it is a raw key. */
  keys: string[];
  /** Folders without a catalogue in this language: their messages are English by design. */
  untranslatedFolders: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What English left on a screen in `language` would look like: the English messages of every
 * catalogue this language has whose translation is not the same text (a translation may rightly
 * equal English: 'OK', 'Email' in some languages), and every key. A text that is also this
 * language's translation of some other message is left out, so no correct text is flagged.
 */
export function englishLeftProbe(language: string): EnglishLeftProbe {
  const exact = new Set<string>();
  const patterns = new Set<string>();
  const keys = new Set<string>();
  const translations = new Set<string>();
  const untranslatedFolders: string[] = [];
  const candidates: string[] = [];
  for (const folder of CATALOGUE_FOLDERS) {
    const english = read(path.join(root, folder, 'en.json'));
    for (const key of Object.keys(english)) keys.add(key);
    const file = path.join(root, folder, `${language}.json`);
    if (!existsSync(file)) {
      untranslatedFolders.push(folder);
      continue;
    }
    const translated = read(file);
    for (const text of Object.values(translated)) translations.add(text.trim());
    for (const [key, source] of Object.entries(english)) {
      if (translated[key] === undefined || translated[key] === source) continue;
      candidates.push(source);
    }
  }
  for (const source of candidates) {
    if (translations.has(source.trim())) continue;
    if (!/[{<]/.test(source)) {
      exact.add(source.trim());
      continue;
    }
    // Simple placeholders only; plurals and selects are judged by their translation being used.
    if (/\{\s*\w+\s*,/.test(source) || /</.test(source)) continue;
    const literal = source.replace(/\{\s*\w+\s*\}/g, '').trim();
    if (literal.split(/\s+/).length < 2 || literal.length < 6) continue;
    patterns.add(
      `^${source
        .trim()
        .split(/\{\s*\w+\s*\}/)
        .map(escapeRegExp)
        .join('.+?')}$`,
    );
  }
  return { exact: [...exact], patterns: [...patterns], keys: [...keys], untranslatedFolders };
}
