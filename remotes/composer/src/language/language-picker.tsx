import './language-picker.css';
import {
  iso6391,
  recentPostLanguages,
  rememberPostLanguage,
  useAccount,
  useInstance,
  useInterfaceLanguage,
  useSession,
} from '@murmur/shared';
import { Languages } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PopoverButton } from '../popover/popover-button';
import { filterLanguages, type LanguageOption, languageName, languageOptions } from './language-names';
import { languageMessages as m } from './messages';

export interface LanguagePickerProps {
  /** The post's ISO 639-1 language; null when none is chosen (the server decides). */
  value: string | null;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * The post language (spec 3 'language' on the new status form), separate from the interface
 * language: a button with the language's code opens a searchable list of every ISO 639-1
 * language named in the interface language (a combobox: type to filter, arrow keys, Enter).
 */
export function LanguagePicker({ value, onChange, disabled }: LanguagePickerProps) {
  const intl = useIntl();
  const label = value
    ? intl.formatMessage(m.current, { language: languageName(value, intl.locale), code: value })
    : intl.formatMessage(m.choose);
  if (disabled)
    return (
      <button type="button" className="post-form__toggle language-picker__button" aria-label={label} disabled>
        <Languages size={16} aria-hidden="true" />
        {value ? <span className="language-picker__code">{value}</span> : null}
      </button>
    );
  return (
    <PopoverButton
      label={label}
      className="post-form__toggle language-picker__button"
      align="end"
      loading={null}
      popover={(close) => (
        <LanguageList
          value={value}
          onClose={close}
          onPick={(code) => {
            rememberPostLanguage(code);
            onChange(code);
            close();
          }}
        />
      )}
    >
      <Languages size={16} aria-hidden="true" />
      {value ? <span className="language-picker__code">{value}</span> : null}
    </PopoverButton>
  );
}

function LanguageList({
  value,
  onPick,
  onClose,
}: {
  value: string | null;
  onPick: (code: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  // The reader's languages first (issue 38): the chosen one, those they picked lately, their
  // default post language and interface language, then the instance's; the rest by name.
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null);
  const accountLanguage = iso6391(account?.source?.language);
  const interfaceLanguage = iso6391(useInterfaceLanguage());
  const instanceLanguages = useInstance().instance.languages;
  const options = useMemo(
    () =>
      languageOptions(intl.locale, {
        first: [
          value,
          ...recentPostLanguages(),
          accountLanguage,
          interfaceLanguage,
          ...instanceLanguages.map(iso6391),
        ],
        keep: [value],
      }),
    [intl.locale, value, accountLanguage, interfaceLanguage, instanceLanguages],
  );
  const [query, setQuery] = useState('');
  const found = useMemo(() => filterLanguages(options, query), [options, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      found.findIndex((o) => o.code === value),
    ),
  );
  const index = Math.min(active, found.length - 1);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (option: LanguageOption) => `${id}-${option.code}`;

  useEffect(() => {
    inputRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  // The active option stays in view as the arrow keys move.
  const activeOption = found[index];
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = found.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, index + 1),
      ArrowUp: Math.max(0, index - 1),
      PageDown: Math.min(last, index + 8),
      PageUp: Math.max(0, index - 8),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] as number);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) onPick(activeOption.code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div ref={panelRef} className="language-picker" role="dialog" aria-label={intl.formatMessage(m.language)}>
      <input
        ref={inputRef}
        className="language-picker__search"
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.search)}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        className="language-picker__list"
        role="listbox"
        aria-label={intl.formatMessage(m.list)}
      >
        {found.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the search field (aria-activedescendant).
          <div
            key={option.code}
            tabIndex={-1}
            id={optionId(option)}
            role="option"
            aria-selected={option.code === value}
            className={`language-picker__option${i === index ? ' language-picker__option--active' : ''}`}
            // Keeps focus in the search field while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.code)}
          >
            <span>{option.name}</span>
            {option.native !== option.name ? (
              <span className="language-picker__native" lang={option.code}>
                {option.native}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {found.length === 0 ? (
        <p className="language-picker__empty" role="status">
          {intl.formatMessage(m.noMatch, { query: query.trim() })}
        </p>
      ) : null}
    </div>
  );
}
