import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';
import { INTERFACE_LANGUAGE_LIST, interfaceLanguageInfo, languageDirection } from './languages';

/** English is built in: every message's defaultMessage is its English text. */
export const BUILT_IN_LANGUAGE = 'en';

/** The interface languages of spec 3 ("Interface languages"), English first. */
export const INTERFACE_LANGUAGES: readonly string[] = INTERFACE_LANGUAGE_LIST.map(({ code }) => code);

/** The interface language of the page, as Akkoma-FE names it ('en', 'de', 'zh_Hant'...). */
export const interfaceLanguage$ = new BehaviorSubject<string>(BUILT_IN_LANGUAGE);

/** Switches the interface language at run time: every part reloads its catalogue, no reload. */
export function setInterfaceLanguage(language: string): void {
  if (interfaceLanguage$.getValue() !== language) interfaceLanguage$.next(language);
}

/**
 * The languages the reader may choose: those the shell has a catalogue for, published by the
 * shell at start, so a remote's own language setting offers the same list as the top bar's.
 */
export const offeredInterfaceLanguages$ = new BehaviorSubject<readonly string[]>([BUILT_IN_LANGUAGE]);

export function useOfferedInterfaceLanguages(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      const subscription = offeredInterfaceLanguages$.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => offeredInterfaceLanguages$.getValue(),
    () => offeredInterfaceLanguages$.getValue(),
  );
}

/**
 * Puts a language's tag and writing direction on the document (`lang`, `dir="rtl"` for Arabic
 * and Hebrew). The direction comes from the language list, never from a catalogue, so the frame
 * mirrors even while a catalogue is missing.
 */
export function applyDocumentLanguage(language: string, root: HTMLElement = document.documentElement): void {
  root.lang = intlLocale(language);
  root.dir = languageDirection(language);
}

export function useInterfaceLanguage(): string {
  return useSyncExternalStore(
    (listener) => {
      const subscription = interfaceLanguage$.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => interfaceLanguage$.getValue(),
    () => interfaceLanguage$.getValue(),
  );
}

const norm = (code: string) => code.trim().replace(/_/g, '-').toLowerCase();
const base = (code: string) => norm(code).split('-')[0] ?? '';

/** The BCP 47 tag for Intl of an interface language ('zh_Hant' to 'zh-Hant', 'ja_easy' to 'ja'). */
export function intlLocale(language: string): string {
  return interfaceLanguageInfo(language).locale;
}

/** Finds `code` among `candidates`: exactly (ignoring case and '-'/'_'), else by base language. */
function findLanguage(code: string, candidates: readonly string[]): string | undefined {
  const exact = candidates.find((c) => norm(c) === norm(code));
  if (exact) return exact;
  // zh-TW, zh-HK read traditional Chinese when a catalogue for it exists.
  if (/^zh-(tw|hk|mo|hant)/.test(norm(code))) {
    const hant = candidates.find((c) => norm(c) === 'zh-hant');
    if (hant) return hant;
  }
  return candidates.find((c) => norm(c) === base(code));
}

/**
 * The default interface language: the first browser language that the server supports (instance
 * `languages`) and that a catalogue exists for. A server that lists no languages constrains
 * nothing. English when nothing matches.
 */
export function chooseInterfaceLanguage(
  browserLanguages: readonly string[],
  serverLanguages: readonly string[],
  available: readonly string[],
): string {
  for (const wanted of browserLanguages) {
    if (serverLanguages.length > 0 && !serverLanguages.some((s) => base(s) === base(wanted))) continue;
    const found = findLanguage(wanted, available);
    if (found) return found;
  }
  return BUILT_IN_LANGUAGE;
}
