export { arrowStep } from './arrow-step';
export { bidiIsolate } from './bidi';
export {
  type CatalogueLoader,
  type LoadedMessages,
  loadCatalogue,
  type Messages,
  PartMessages,
  useMessages,
} from './catalogue';
export { describeError, errorWordMessages } from './error-messages';
export { type FileSizeUnit, fileSizeParts, formatFileSize } from './file-size';
export {
  applyDocumentLanguage,
  BUILT_IN_LANGUAGE,
  chooseInterfaceLanguage,
  INTERFACE_LANGUAGES,
  interfaceLanguage$,
  intlLocale,
  offeredInterfaceLanguages$,
  setInterfaceLanguage,
  useInterfaceLanguage,
  useOfferedInterfaceLanguages,
} from './interface-language';
export { ISO_639_1, iso6391 } from './iso-639-1';
export {
  intlLanguageName,
  type LanguageChoiceOptions,
  languageChoices,
  type NamedLanguage,
  recentPostLanguages,
  rememberPostLanguage,
} from './language-choices';
export {
  INTERFACE_LANGUAGE_LIST,
  type InterfaceLanguageInfo,
  interfaceLanguageInfo,
  languageDirection,
  languagesWithCatalogues,
} from './languages';
