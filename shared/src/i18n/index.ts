export {
  type CatalogueLoader,
  type LoadedMessages,
  loadCatalogue,
  type Messages,
  PartMessages,
  useMessages,
} from './catalogue';
export {
  BUILT_IN_LANGUAGE,
  chooseInterfaceLanguage,
  INTERFACE_LANGUAGES,
  interfaceLanguage$,
  intlLocale,
  setInterfaceLanguage,
  useInterfaceLanguage,
} from './interface-language';
export {
  INTERFACE_LANGUAGE_LIST,
  type InterfaceLanguageInfo,
  interfaceLanguageInfo,
  languageDirection,
  languagesWithCatalogues,
} from './languages';
export { type FileSizeUnit, fileSizeParts, formatFileSize } from './file-size';
