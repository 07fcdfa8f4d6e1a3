import { createElement, type ReactNode, useEffect, useState } from 'react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider, useIntl } from 'react-intl';
import { BUILT_IN_LANGUAGE, intlLocale, useInterfaceLanguage } from './interface-language';

export type Messages = Record<string, string>;

/**
 * Loads one part's catalogue for a language, typically
 * `(language) => import(`./i18n/${language}.json`)`, which bundles one chunk per language.
 */
export type CatalogueLoader = (language: string) => Promise<Messages | { default: Messages }>;

const cache = new WeakMap<CatalogueLoader, Map<string, Promise<Messages>>>();
/** Catalogues already loaded, so a part renders its language at once (no flash of English). */
const resolved = new WeakMap<CatalogueLoader, Map<string, Messages>>();

function loadedCatalogue(loader: CatalogueLoader, language: string): Messages | undefined {
  if (language === BUILT_IN_LANGUAGE) return {};
  return resolved.get(loader)?.get(language);
}

/**
 * A part's catalogue for a language, loaded once. English is built in (every message's
 * defaultMessage), so it resolves to no messages without loading anything. A failed load is
 * logged, resolves to English and is forgotten, so the next switch tries again.
 */
export function loadCatalogue(loader: CatalogueLoader, language: string): Promise<Messages> {
  if (language === BUILT_IN_LANGUAGE) return Promise.resolve({});
  let byLanguage = cache.get(loader);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(loader, byLanguage);
  }
  const held = byLanguage.get(language);
  if (held) return held;
  const languages = byLanguage;
  const promise = loader(language).then(
    (mod) => {
      const messages =
        'default' in mod && typeof mod.default === 'object' ? (mod.default as Messages) : (mod as Messages);
      let ready = resolved.get(loader);
      if (!ready) {
        ready = new Map();
        resolved.set(loader, ready);
      }
      ready.set(language, messages);
      return messages;
    },
    (error: unknown) => {
      console.warn(`[murmur] the ${language} catalogue could not be loaded; showing English`, error);
      languages.delete(language);
      return {};
    },
  );
  byLanguage.set(language, promise);
  return promise;
}

export interface LoadedMessages {
  /** The interface language these messages belong to. */
  language: string;
  messages: Messages;
}

/**
 * The messages of a part for the current interface language. While a new language loads, the
 * previous language's messages stay (no flash of keys); English needs no load.
 */
export function useMessages(loader: CatalogueLoader): LoadedMessages {
  const language = useInterfaceLanguage();
  const [loaded, setLoaded] = useState<LoadedMessages>(() => {
    const ready = loadedCatalogue(loader, language);
    return ready ? { language, messages: ready } : { language: BUILT_IN_LANGUAGE, messages: {} };
  });
  useEffect(() => {
    let live = true;
    const ready = loadedCatalogue(loader, language);
    if (ready) {
      setLoaded((held) =>
        held.language === language && held.messages === ready ? held : { language, messages: ready },
      );
      return;
    }
    void loadCatalogue(loader, language).then((messages) => {
      if (live) setLoaded({ language, messages });
    });
    return () => {
      live = false;
    };
  }, [loader, language]);
  return loaded;
}

/**
 * Wraps a part's tree (a remote's exposed component) in its own catalogue for the current
 * interface language, on top of the messages of the surrounding provider.
 */
export function PartMessages({ loader, children }: { loader: CatalogueLoader; children: ReactNode }) {
  const outer = useIntl();
  const { language, messages } = useMessages(loader);
  return createElement(RawIntlProvider, { value: partIntl(outer, language, messages) }, children);
}

/**
 * One intl object for each surrounding provider, language and part catalogue, shared by every
 * instance of the part: a feed wraps each of its posts in `PartMessages`, and a provider of its
 * own per post compiled every message once per post and, since the merged messages were a new
 * object at each render, built a new intl object (re-rendering every consumer) whenever the post
 * rendered. The compiled messages and formatters are cached once for all parts.
 */
const partIntls = new WeakMap<IntlShape, WeakMap<Messages, Map<string, IntlShape>>>();
const intlCache = createIntlCache();
/** English is built in: the same empty catalogue for every part, so they share one intl. */
const NO_MESSAGES: Messages = {};

function partIntl(outer: IntlShape, language: string, partMessages: Messages): IntlShape {
  const messages = Object.keys(partMessages).length === 0 ? NO_MESSAGES : partMessages;
  let byMessages = partIntls.get(outer);
  if (!byMessages) {
    byMessages = new WeakMap();
    partIntls.set(outer, byMessages);
  }
  let byLanguage = byMessages.get(messages);
  if (!byLanguage) {
    byLanguage = new Map();
    byMessages.set(messages, byLanguage);
  }
  let intl = byLanguage.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: intlLocale(language),
        defaultLocale: BUILT_IN_LANGUAGE,
        messages: { ...(outer.messages as Messages), ...messages },
        onError: outer.onError,
      },
      intlCache,
    );
    byLanguage.set(language, intl);
  }
  return intl;
}
