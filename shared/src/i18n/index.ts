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
