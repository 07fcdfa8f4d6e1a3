import type { CatalogueLoader } from '@murmur/shared';

/** Languages with a catalogue beside this file (English is built in: the defaultMessages). */
export const CATALOGUE_LANGUAGES: readonly string[] = ['en', 'de', 'es', 'fr', 'ja', 'pt', 'ru', 'zh'];

/** The moderation remote's catalogue for a language, one chunk per language, loaded once. */
export const moderationCatalogue: CatalogueLoader = (language) =>
  CATALOGUE_LANGUAGES.includes(language) ? import(`./${language}.json`) : Promise.resolve({});
