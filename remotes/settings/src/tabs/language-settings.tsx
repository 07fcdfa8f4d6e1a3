import {
  bus,
  getApiClient,
  ISO_639_1,
  interfaceLanguageInfo,
  intlLanguageName,
  intlLocale,
  iso6391,
  languageChoices,
  recentPostLanguages,
  setInterfaceLanguage,
  setPreference,
  useInstance,
  useInterfaceLanguage,
  useOfferedInterfaceLanguages,
  usePreference,
  useSession,
} from '@murmur/shared';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { updateCredentials, useOwnAccount } from '../account/account-api';
import { accountMessages } from '../account/messages';
import { useServerAction } from '../account/offline';
import { ServerMark } from '../account/server-setting';

const texts = defineMessages({
  interfaceLanguage: { id: 'settings.interfaceLanguage', defaultMessage: 'Interface language' },
  postLanguage: { id: 'settings.post_language.default', defaultMessage: 'Default language of my posts' },
  unset: { id: 'settings.post_language.unset', defaultMessage: 'Not set (the server decides)' },
  translationLanguage: { id: 'settings.translation_language', defaultMessage: 'Translate posts into' },
  translationUnset: { id: 'settings.translation_language.unset', defaultMessage: 'Not set' },
});
const t: Record<keyof typeof texts, MessageDescriptor> = texts;

/** The shell keeps the reader's choice under this key and reads it at start (shell-catalogue.ts). */
const SHELL_LANGUAGE_KEY = 'murmur:interfaceLanguage';

/** Languages to translate into where the translation service lists none of its own. */
const TRANSLATION_FALLBACK_LANGUAGES = [
  'ar',
  'ca',
  'cs',
  'de',
  'en',
  'eo',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'ga',
  'he',
  'hu',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'te',
  'uk',
  'zh',
];

/** The interface language, switched at once through the shared mechanism every part follows. */
export function InterfaceLanguageSetting() {
  const intl = useIntl();
  const id = useId();
  const language = useInterfaceLanguage();
  // The languages the shell has a catalogue for, as its own switcher offers them.
  const shellLanguages = useOfferedInterfaceLanguages();
  const offered = shellLanguages.includes(language) ? shellLanguages : [...shellLanguages, language];
  const change = (next: string) => {
    // The shell follows: it loads its catalogue and sets the document's lang and dir.
    setInterfaceLanguage(next);
    setPreference('interfaceLanguage', next);
    try {
      window.localStorage.setItem(SHELL_LANGUAGE_KEY, next);
    } catch {
      // Storage off: the language holds for this visit, as the shell's own switcher does.
    }
  };
  return (
    <div className="setting setting--choice">
      <label htmlFor={id}>{intl.formatMessage(t.interfaceLanguage)}</label>
      <select id={id} value={language} onChange={(event) => change(event.target.value)}>
        {offered.map((code) => (
          <option key={code} value={code} lang={intlLocale(code)}>
            {interfaceLanguageInfo(code).name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The default language of the user's posts: the account's `source.language` on the server, used
 * for every post sent without a language of its own. Cleared while saving, restored on failure.
 */
export function PostLanguageSetting() {
  const intl = useIntl();
  const session = useSession();
  const account = useOwnAccount();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const interfaceLanguage = useInterfaceLanguage();
  const { instance } = useInstance();
  const net = useServerAction();
  if (session.kind !== 'user' || !account) return null;
  // The server may store a region ('en-GB') or capitals: the select shows its language.
  const value = account.source?.language ?? '';
  const change = async (next: string) => {
    setPending(next);
    setFailed(false);
    try {
      await updateCredentials({ source: { language: next } });
      bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'settings.saving_ok' });
    } catch {
      setFailed(true);
      bus.emit({ type: 'notice/raised', level: 'error', messageKey: 'settings.saving_err' });
    } finally {
      setPending(null);
    }
  };
  // The languages the browser can name, in the interface language (no bare codes, issue 38): the
  // reader's first (their recent post languages, the interface language), then the instance's,
  // then the rest by name. A stored language without a name is kept, by its code, last.
  const stored = iso6391(value) ?? '';
  const languages = languageChoices(ISO_639_1, intl.locale, {
    first: [stored, ...recentPostLanguages(), iso6391(interfaceLanguage), ...instance.languages.map(iso6391)],
    keep: [stored],
  });
  return (
    <div className="setting setting--choice">
      <label htmlFor={id}>{intl.formatMessage(t.postLanguage)}</label>
      <select
        id={id}
        value={pending === null ? stored : ''}
        disabled={pending !== null}
        aria-busy={pending !== null}
        {...net.control()}
        onChange={net.guard((event: ChangeEvent<HTMLSelectElement>) => void change(event.target.value))}
      >
        <option value="">{intl.formatMessage(t.unset)}</option>
        {languages.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <ServerMark />
      {failed ? (
        <span className="setting__error" role="alert">
          {intl.formatMessage(accountMessages.serverSaveFailed)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The translation targets named in the interface language (issue 38: the server's names are
 * English): Intl's name for the code ('EN-GB' reads 'British English'), else the server's name;
 * a target Intl cannot name and the server did not name is left out. The interface language first,
 * then by name.
 */
export function translationChoices(
  targets: readonly { code: string; name: string }[],
  locale: string,
  interfaceLanguage: string,
): { code: string; name: string }[] {
  const reader = iso6391(interfaceLanguage);
  const named = targets.flatMap(({ code, name }) => {
    const shown = intlLanguageName(code.replace('_', '-'), locale) ?? (name !== code ? name : null);
    return shown ? [{ code, name: shown }] : [];
  });
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator();
  }
  const first = (code: string) => (iso6391(code) === reader ? 0 : 1);
  return named.sort((a, b) => first(a.code) - first(b.code) || collator.compare(a.name, b.name));
}

/** Akkoma's target languages ({ target: [{ code, name }] }); anything else is no list. */
function readTargets(raw: unknown): { code: string; name: string }[] {
  const target = (raw as { target?: unknown } | null)?.target;
  if (!Array.isArray(target)) return [];
  return target.flatMap((item) => {
    const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown };
    return typeof code === 'string' && /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(code)
      ? [{ code, name: typeof name === 'string' ? name : code }]
      : [];
  });
}

/**
 * The language posts are machine-translated into (spec 3 'translationLanguage'), from the
 * server's target languages; offered only where the server translates. Without the list, the
 * post languages are offered.
 */
export function TranslationLanguageSetting() {
  const intl = useIntl();
  const id = useId();
  const { capabilities } = useInstance();
  const value = usePreference('translationLanguage');
  const interfaceLanguage = useInterfaceLanguage();
  const [targets, setTargets] = useState<{ code: string; name: string }[] | null>(null);
  useEffect(() => {
    if (!capabilities.translation) return;
    let live = true;
    getApiClient()
      .get<unknown>('/api/v1/akkoma/translation/languages')
      .then(
        (reply) => live && setTargets(readTargets(reply.data)),
        () => live && setTargets([]),
      );
    return () => {
      live = false;
    };
  }, [capabilities.translation]);
  if (!capabilities.translation) return null;
  const list = translationChoices(
    targets && targets.length > 0
      ? targets
      : TRANSLATION_FALLBACK_LANGUAGES.map((code) => ({ code, name: code })),
    intl.locale,
    interfaceLanguage,
  );
  return (
    <div className="setting setting--choice">
      <label htmlFor={id}>{intl.formatMessage(t.translationLanguage)}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => setPreference('translationLanguage', event.target.value)}
      >
        <option value="">{intl.formatMessage(t.translationUnset)}</option>
        {list.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
