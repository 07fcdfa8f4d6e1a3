import type { CatalogueLoader } from '@murmur/shared/core';

/** Languages with a catalogue beside this file (English is built in: the defaultMessages). */
export const CATALOGUE_LANGUAGES: readonly string[] = [
  'en',
  'ar',
  'ca',
  'cs',
  'de',
  'eo',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'ga',
  'he',
  'hu',
  'it',
  'ja',
  'ja_easy',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'te',
  'uk',
  'zh',
  'zh_Hant',
];

/**
 * The composer remote's catalogue for a language, one chunk per language. A language without a
 * catalogue reads English without a request; the loader is one stable function, so
 * `loadCatalogue` loads each language once however many components it wraps.
 */
export const composerCatalogue: CatalogueLoader = (language) =>
  CATALOGUE_LANGUAGES.includes(language)
    ? import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`)
    : Promise.resolve({});
