import type { CatalogueLoader } from '@murmur/shared';

/** Languages with a catalogue in i18n/ (English is built in: each message's defaultMessage). */
const LANGUAGES = ['fr'];

/** One chunk per language, loaded when the reader picks it; any other language reads English. */
export const catalogue: CatalogueLoader = (language) =>
  LANGUAGES.includes(language) ? import(`./i18n/${language}.json`) : Promise.resolve({});
