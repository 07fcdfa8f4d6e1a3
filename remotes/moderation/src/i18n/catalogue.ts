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

/** The moderation remote's catalogue for a language, one chunk per language, loaded once. */
export const moderationCatalogue: CatalogueLoader = (language) =>
  CATALOGUE_LANGUAGES.includes(language)
    ? import(/* webpackChunkName: "i18n-[request]" */ `./${language}.json`)
    : Promise.resolve({});
