/** One interface language of spec 3: its code, its own name, its direction and its Intl locale. */
export interface InterfaceLanguageInfo {
  /** The code as Akkoma-FE names it and as the catalogue files are named ('de', 'zh_Hant'). */
  code: string;
  /** The language's name in itself, shown in the switcher whatever the interface language. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The BCP 47 tag handed to Intl and to `lang` ('ja_easy' reads as 'ja'). */
  locale: string;
}

/**
 * The thirty interface languages of spec 3, English first. A part offers the ones it has a
 * catalogue file for; this list only says what each code is.
 */
export const INTERFACE_LANGUAGE_LIST: readonly InterfaceLanguageInfo[] = [
  { code: 'en', name: 'English', dir: 'ltr', locale: 'en' },
  { code: 'ar', name: 'العربية', dir: 'rtl', locale: 'ar' },
  { code: 'ca', name: 'Català', dir: 'ltr', locale: 'ca' },
  { code: 'cs', name: 'Čeština', dir: 'ltr', locale: 'cs' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', locale: 'de' },
  { code: 'eo', name: 'Esperanto', dir: 'ltr', locale: 'eo' },
  { code: 'es', name: 'Español', dir: 'ltr', locale: 'es' },
  { code: 'et', name: 'Eesti', dir: 'ltr', locale: 'et' },
  { code: 'eu', name: 'Euskara', dir: 'ltr', locale: 'eu' },
  { code: 'fi', name: 'Suomi', dir: 'ltr', locale: 'fi' },
  { code: 'fr', name: 'Français', dir: 'ltr', locale: 'fr' },
  { code: 'ga', name: 'Gaeilge', dir: 'ltr', locale: 'ga' },
  { code: 'he', name: 'עברית', dir: 'rtl', locale: 'he' },
  { code: 'hu', name: 'Magyar', dir: 'ltr', locale: 'hu' },
  { code: 'it', name: 'Italiano', dir: 'ltr', locale: 'it' },
  { code: 'ja', name: '日本語', dir: 'ltr', locale: 'ja' },
  { code: 'ja_easy', name: '日本語 (やさしい)', dir: 'ltr', locale: 'ja' },
  { code: 'ko', name: '한국어', dir: 'ltr', locale: 'ko' },
  { code: 'nb', name: 'Norsk bokmål', dir: 'ltr', locale: 'nb' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr', locale: 'nl' },
  { code: 'oc', name: 'Occitan', dir: 'ltr', locale: 'oc' },
  { code: 'pl', name: 'Polski', dir: 'ltr', locale: 'pl' },
  { code: 'pt', name: 'Português', dir: 'ltr', locale: 'pt' },
  { code: 'ro', name: 'Română', dir: 'ltr', locale: 'ro' },
  { code: 'ru', name: 'Русский', dir: 'ltr', locale: 'ru' },
  { code: 'sk', name: 'Slovenčina', dir: 'ltr', locale: 'sk' },
  { code: 'te', name: 'తెలుగు', dir: 'ltr', locale: 'te' },
  { code: 'uk', name: 'Українська', dir: 'ltr', locale: 'uk' },
  { code: 'zh', name: '简体中文', dir: 'ltr', locale: 'zh' },
  { code: 'zh_Hant', name: '繁體中文', dir: 'ltr', locale: 'zh-Hant' },
];

const byCode = new Map(INTERFACE_LANGUAGE_LIST.map((language) => [language.code, language]));

/** What a code is; an unknown code reads left to right under its own tag. */
export function interfaceLanguageInfo(code: string): InterfaceLanguageInfo {
  return byCode.get(code) ?? { code, name: code, dir: 'ltr', locale: code.replace(/_/g, '-') };
}

/** The writing direction of an interface language, whether or not a catalogue for it exists. */
export function languageDirection(code: string): 'ltr' | 'rtl' {
  return interfaceLanguageInfo(code).dir;
}

/**
 * The languages a part offers, from the catalogue files it bundles (their names without
 * '.json'), in the order of the list above; English is always there (built in). A file whose
 * name is no interface language is left out.
 */
export function languagesWithCatalogues(files: readonly string[]): string[] {
  const present = new Set(files.map((file) => file.replace(/^.*\//, '').replace(/\.json$/, '')));
  return INTERFACE_LANGUAGE_LIST.filter(({ code }) => code === 'en' || present.has(code)).map(
    ({ code }) => code,
  );
}
