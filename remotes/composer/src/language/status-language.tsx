import { iso6391, useInterfaceLanguage } from '@murmur/shared/core';
import { useIntl } from 'react-intl';
import { languageName } from './language-names';
import { languageMessages as m } from './messages';

/**
 * The post's language in its header, when it is not the reader's interface language: its code,
 * named in full for the pointer and for screen readers. A value that is not an ISO 639-1 code
 * (a hostile or broken server) shows nothing.
 */
export function StatusLanguage({ language }: { language: string | null | undefined }) {
  const intl = useIntl();
  const reader = iso6391(useInterfaceLanguage());
  const code = iso6391(language);
  if (!code || code === reader) return null;
  const text = intl.formatMessage(m.onPost, { language: languageName(code, intl.locale) });
  return (
    <span className="status-language" title={text}>
      <span className="status-language__code" aria-hidden="true">
        {code}
      </span>
      <span className="status-sr-only">{text}</span>
    </span>
  );
}
