import { registerSignOutCleanup } from '../session/sign-out-cleanup';
import { iso6391 } from './iso-639-1';

/** A post language as a list offers it: its ISO 639-1 code and its name in the interface language. */
export interface NamedLanguage {
  code: string;
  name: string;
}

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      // An unknown locale: no names at all.
    }
    namers.set(locale, made);
  }
  return namers.get(locale) ?? null;
}

/**
 * A language's name in `locale` from the browser's Intl data, or null when the browser has none
 * (it would only echo the code: 'aa', 'ae'...). Never a bare code.
 */
export function intlLanguageName(code: string, locale: string): string | null {
  let name: string | undefined;
  try {
    name = namer(locale)?.of(code);
  } catch {
    return null;
  }
  if (!name || name.toLowerCase() === code.toLowerCase()) return null;
  return name;
}

export interface LanguageChoiceOptions {
  /** Codes put first, in this order (the reader's recent, their default, the instance's). */
  first?: readonly (string | null | undefined)[];
  /** Codes kept although Intl cannot name them (the value already chosen): after the named ones. */
  keep?: readonly (string | null | undefined)[];
}

/**
 * The languages a list offers a reader (issue 38): each named by Intl in the interface language;
 * those of `first` on top in their order, then the others by name; codes the browser cannot name
 * are left out, unless kept (then last, shown by their code, the only name there is).
 */
export function languageChoices(
  codes: readonly string[],
  locale: string,
  options: LanguageChoiceOptions = {},
): NamedLanguage[] {
  const offered = new Set(codes);
  const named = new Map<string, NamedLanguage>();
  const unnamed: NamedLanguage[] = [];
  const keep = new Set((options.keep ?? []).filter((code): code is string => Boolean(code)));
  for (const code of offered) {
    const name = intlLanguageName(code, locale);
    if (name) named.set(code, { code, name });
    else if (keep.has(code)) unnamed.push({ code, name: code });
  }
  const top: NamedLanguage[] = [];
  for (const wanted of options.first ?? []) {
    const code = typeof wanted === 'string' ? wanted : null;
    const choice = code ? named.get(code) : undefined;
    if (choice && !top.includes(choice)) top.push(choice);
  }
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator();
  }
  const rest = [...named.values()]
    .filter((choice) => !top.includes(choice))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...top, ...rest, ...unnamed.sort((a, b) => a.code.localeCompare(b.code))];
}

/** Browser storage key of the post languages the reader picked lately, newest first. */
const RECENT_KEY = 'murmur:recent-post-languages';
const RECENT_MAX = 5;

/** The post languages the reader picked lately, newest first (ISO 639-1 codes only). */
export function recentPostLanguages(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map(iso6391)
      .filter((code): code is string => code !== null)
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

/** Records a picked post language, so the lists offer it first next time. */
export function rememberPostLanguage(
  code: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  const picked = iso6391(code);
  if (!picked || !storage) return;
  const next = [picked, ...recentPostLanguages(storage).filter((c) => c !== picked)].slice(0, RECENT_MAX);
  try {
    storage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the order is only a convenience.
  }
}

// What the reader wrote in is theirs: sign-out forgets it.
registerSignOutCleanup('recent post languages', () => {
  try {
    globalThis.localStorage?.removeItem(RECENT_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
});
