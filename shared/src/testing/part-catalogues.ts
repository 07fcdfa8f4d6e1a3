import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { languagesWithCatalogues } from '../i18n/languages';
import { catalogueProblems } from './catalogue-checks';

type Catalogue = Record<string, string>;

/** The translated catalogue files of a part's i18n folder: every '<language>.json' but English. */
export function catalogueFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== 'en.json')
    .sort();
}

/** English messages of a part that do not parse as ICU (the code's defaultMessages, extracted). */
export function englishProblems(folder: string): string[] {
  const english = JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')) as Catalogue;
  return Object.entries(english).flatMap(([key, message]) => {
    try {
      parse(message, { requiresOtherClause: false });
      return [];
    } catch (error) {
      return [`${key}: does not parse as ICU: ${(error as Error).message}`];
    }
  });
}

/** Every problem of one translated catalogue file against the part's English. */
export function catalogueFileProblems(folder: string, file: string): string[] {
  const english = JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')) as Catalogue;
  let translated: unknown;
  try {
    translated = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  } catch (error) {
    return [`invalid JSON: ${(error as Error).message}`];
  }
  if (typeof translated !== 'object' || translated === null || Array.isArray(translated))
    return ['not an object of messages'];
  return catalogueProblems(english, translated as Catalogue, file.replace(/\.json$/, ''));
}

/** The languages a part's folder has catalogues for, English first, in the shared list's order. */
export function folderLanguages(folder: string): string[] {
  return languagesWithCatalogues(readdirSync(folder).filter((name) => name.endsWith('.json')));
}
