import {
  type CatalogueLoader,
  chooseInterfaceLanguage,
  intlLocale,
  loadCatalogue,
  setInterfaceLanguage,
} from '@murmur/shared';
import { readStored, writeStored } from '../start-up/storage';

/** Languages the shell has a complete catalogue for (English is built in). */
export const SHELL_LANGUAGES = ['en', 'de'] as const;

/** One chunk per language: the shell's catalogue is loaded on demand. */
export const shellCatalogue: CatalogueLoader = (language) => import(`./${language}.json`);

export const LANGUAGE_STORAGE_KEY = 'murmur:interfaceLanguage';

/** The language's own name, shown in the language select whatever the interface language. */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

/**
 * The interface language at start-up: the reader's earlier choice, else the first browser language
 * that the server supports and that Murmur has a catalogue for (spec 3, Interface languages).
 */
export function initialLanguage(
  serverLanguages: readonly string[],
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  if (stored && (SHELL_LANGUAGES as readonly string[]).includes(stored)) return stored;
  return chooseInterfaceLanguage(browserLanguages, serverLanguages, SHELL_LANGUAGES);
}

/** Switches the interface language at run time, without a reload, and remembers the choice. */
export async function changeLanguage(language: string, remember = true): Promise<void> {
  // Load first, so the page switches in one step instead of passing through English.
  await loadCatalogue(shellCatalogue, language);
  setInterfaceLanguage(language);
  document.documentElement.lang = intlLocale(language);
  if (remember) writeStored(LANGUAGE_STORAGE_KEY, language);
}
