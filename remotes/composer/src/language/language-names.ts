import {
  ISO_639_1,
  intlLanguageName,
  iso6391,
  type LanguageChoiceOptions,
  languageChoices,
} from '@murmur/shared/core';

export interface LanguageOption {
  code: string;
  /** The language's name in the interface language ('German' in English, 'Deutsch' in German). */
  name: string;
  /** Its own name ('Deutsch'), also searched. */
  native: string;
  /** code, name and own name in lower case, for the search. */
  search: string;
}

/** A language's name in `locale`; the code only where the browser has no name for it. */
export function languageName(code: string, locale: string): string {
  return intlLanguageName(code, locale) ?? code;
}

/**
 * The ISO 639-1 languages the browser can name, in the interface language: `first` on top in
 * its order (the chosen one, the reader's recent, the instance's), the rest by name; a code kept
 * without a name (a chosen one) last. No bare codes (issue 38).
 */
export function languageOptions(locale: string, order: LanguageChoiceOptions = {}): LanguageOption[] {
  return languageChoices(ISO_639_1, locale, order).map(({ code, name }) => {
    const native = intlLanguageName(code, code) ?? name;
    return { code, name, native, search: `${code}\n${name}\n${native}`.toLowerCase() };
  });
}

/** The options a search keeps: by name, own name or code; an exact code first ('de' is German). */
export function filterLanguages(options: readonly LanguageOption[], query: string): LanguageOption[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...options];
  const found = options.filter((option) => option.search.includes(wanted));
  const exact = found.findIndex((option) => option.code === wanted);
  if (exact > 0) found.unshift(...found.splice(exact, 1));
  return found;
}

/**
 * The language a new post starts in: the account's default post language (`source.language`),
 * else the interface language (as Mastodon's own form does); null when neither is ISO 639-1.
 */
export function defaultPostLanguage(accountLanguage: unknown, interfaceLanguage: string): string | null {
  return iso6391(accountLanguage) ?? iso6391(interfaceLanguage);
}
