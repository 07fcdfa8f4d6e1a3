import { intlLocale, useInterfaceLanguage } from '@murmur/shared';
import { useIntl } from 'react-intl';
import { changeLanguage, languageName, SHELL_LANGUAGES } from '../i18n/shell-catalogue';
import { layoutMessages as m } from './messages';

/** Switches the interface language at run time, without a reload; each language in its own name. */
export function LanguageSelect({ id = 'interface-language' }: { id?: string }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  return (
    <select
      id={id}
      className="language-select"
      aria-label={intl.formatMessage(m.language)}
      value={language}
      onChange={(event) => void changeLanguage(event.target.value)}
    >
      {SHELL_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={intlLocale(code)}>
          {languageName(code)}
        </option>
      ))}
    </select>
  );
}
