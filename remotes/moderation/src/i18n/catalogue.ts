import type { CatalogueLoader } from '@murmur/shared';

/** Languages with a catalogue beside this file (English is built in: the defaultMessages). */
export const CATALOGUE_LANGUAGES: readonly string[] = [
  'en',
  'ar',
  'ca',
  'cs',
  'de',
  'eo',
  'es',
  'eu',
  'fr',
  'he',
  'it',
  'ja',
  'ja_easy',
  'ko',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'uk',
  'zh',
  'zh_Hant',
];

/** The moderation remote's catalogue for a language, one chunk per language, loaded once. */
export const moderationCatalogue: CatalogueLoader = (language) =>
  CATALOGUE_LANGUAGES.includes(language)
    ? import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`)
    : Promise.resolve({});
