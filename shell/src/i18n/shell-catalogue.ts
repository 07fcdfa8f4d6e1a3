import {
  applyDocumentLanguage,
  type CatalogueLoader,
  chooseInterfaceLanguage,
  INTERFACE_LANGUAGES,
  interfaceLanguageInfo,
  loadCatalogue,
  type Messages,
  offeredInterfaceLanguages$,
  setInterfaceLanguage,
} from '@murmur/shared/core';
import { readStored, writeStored } from '../start-up/storage';

/**
 * Languages with a shell catalogue beside this file (English is built in), in the order of the
 * shared language list. Adding '<code>.json' here and its code in this line is all a language
 * takes; the catalogue test fails when the two disagree. The switcher offers exactly these.
 */
export const SHELL_LANGUAGES: readonly string[] = [
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
 * Languages with a catalogue of the sign-in, registration, password-reset and account-menu
 * messages (`session/`). A language without one reads those messages in English.
 */
export const SESSION_LANGUAGES: readonly string[] = [
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

const asMessages = (mod: Messages | { default: Messages }): Messages =>
  'default' in mod && typeof mod.default === 'object' ? (mod.default as Messages) : (mod as Messages);

/**
 * One chunk per language and catalogue: the shell's frame messages, and on top of them its session
 * messages where that language has them. Only the language in use is loaded.
 */
export const shellCatalogue: CatalogueLoader = async (language) => {
  if (!SHELL_LANGUAGES.includes(language)) return {};
  const [frame, session] = await Promise.all([
    // Named chunks (i18n-de-json...) say what they are in the network panel and the bench.
    import(/* webpackChunkName: "i18n-[request]", webpackExclude: /session/ */ `./${language}.json`),
    SESSION_LANGUAGES.includes(language)
      ? import(/* webpackChunkName: "i18n-session-[request]" */ `./session/${language}.json`)
      : Promise.resolve({}),
  ]);
  return { ...asMessages(frame), ...asMessages(session) };
};

export const LANGUAGE_STORAGE_KEY = 'murmur:interfaceLanguage';

/** The language's own name, shown in the language select whatever the interface language. */
export function languageName(code: string): string {
  return interfaceLanguageInfo(code).name;
}

/**
 * The interface language at start-up: the reader's earlier choice, else the first browser language
 * that the server supports and that Murmur has a catalogue for (spec 3, Interface languages).
 */
export function initialLanguage(
  serverLanguages: readonly string[],
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  // A stored choice of one of the thirty holds even where this deployment has no shell catalogue
  // for it (one was removed, or only some parts carry it): each part shows English for what it
  // lacks, and the direction still follows the language.
  if (stored && INTERFACE_LANGUAGES.includes(stored)) return stored;
  return chooseInterfaceLanguage(browserLanguages, serverLanguages, SHELL_LANGUAGES);
}

/** Switches the interface language at run time, without a reload, and remembers the choice. */
export async function changeLanguage(language: string, remember = true): Promise<void> {
  offeredInterfaceLanguages$.next(SHELL_LANGUAGES);
  // Load first, so the page switches in one step instead of passing through English.
  await loadCatalogue(shellCatalogue, language);
  setInterfaceLanguage(language);
  // lang and dir follow the language whichever part switched it (the settings modal too).
  applyDocumentLanguage(language);
  if (remember) writeStored(LANGUAGE_STORAGE_KEY, language);
}
