import { createElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale, useInterfaceLanguage } from '../i18n/interface-language';

/**
 * What the shell puts around every slot, for a remote's unit tests: react-intl's provider in the
 * current interface language (`setInterfaceLanguage` switches it), English as the default locale.
 * A remote's `PartMessages` inside it loads the remote's own catalogue as it does in the shell.
 * (Added in 0.2.0.)
 */
export function SlotTestFrame({ children }: { children: ReactNode }) {
  const language = useInterfaceLanguage();
  return createElement(IntlProvider, { locale: intlLocale(language), defaultLocale: 'en' }, children);
}
