import { intlLocale, useInterfaceLanguage } from '@murmur/shared/core';
import { useIntl } from 'react-intl';
import { changeLanguage, languageName, SHELL_LANGUAGES } from '../i18n/shell-catalogue';
import { layoutMessages as m } from './messages';

/** Switches the interface language at run time, without a reload; each language in its own name. */
export function LanguageSelect({ id = 'interface-language' }: { id?: string }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  // The language in use is always among the choices, even one chosen where a catalogue existed.
  const offered = SHELL_LANGUAGES.includes(language) ? SHELL_LANGUAGES : [...SHELL_LANGUAGES, language];
  return (
    <select
      id={id}
      className="language-select"
      aria-label={intl.formatMessage(m.language)}
      value={language}
      onChange={(event) => void changeLanguage(event.target.value)}
    >
      {offered.map((code) => (
        <option key={code} value={code} lang={intlLocale(code)}>
          {languageName(code)}
        </option>
      ))}
    </select>
  );
}
