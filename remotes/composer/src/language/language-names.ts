import { ISO_639_1, iso6391 } from '@murmur/shared';

export interface LanguageOption {
  code: string;
  /** The language's name in the interface language ('German' in English, 'Deutsch' in German). */
  name: string;
  /** Its own name ('Deutsch'), also searched. */
  native: string;
  /** code, name and own name in lower case, for the search. */
  search: string;
}

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  } catch {
    return null;
  }
}

/** A language's name in `locale`; the code where the browser has no name for it. */
export function languageName(code: string, locale: string): string {
  return displayNames(locale)?.of(code) ?? code;
}

/** Every ISO 639-1 language, named in the interface language and sorted by that name. */
export function languageOptions(locale: string): LanguageOption[] {
  const names = displayNames(locale);
  const collator = new Intl.Collator(locale);
  return ISO_639_1.map((code) => {
    const name = names?.of(code) ?? code;
    const native = displayNames(code)?.of(code) ?? code;
    return { code, name, native, search: `${code}\n${name}\n${native}`.toLowerCase() };
  }).sort((a, b) => collator.compare(a.name, b.name));
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
