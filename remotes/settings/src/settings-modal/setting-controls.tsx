import {
  bus,
  type PreferenceKey,
  type Preferences,
  preferenceDefault,
  resetPreference,
  setPreference,
  usePreference,
} from '@murmur/shared';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { settingsMessages as m } from './messages';

type KeysOfType<T> = { [K in PreferenceKey]: Preferences[K] extends T ? K : never }[PreferenceKey];

/** Saves at once and says so (spec 1 section 9: the settings-saved notice lasts 2 s). */
export function savePreference<K extends PreferenceKey>(key: K, value: Preferences[K]): void {
  setPreference(key, value);
  bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'settings.saving_ok' });
}

/** The 'changed' mark and its reset, shown when a value differs from the default. */
function Changed<K extends PreferenceKey>({ name, label }: { name: K; label: string }) {
  const intl = useIntl();
  const value = usePreference(name);
  const fallback = preferenceDefault(name);
  if (JSON.stringify(value) === JSON.stringify(fallback)) return null;
  return (
    <button
      type="button"
      className="setting__reset"
      title={intl.formatMessage(m.resetTo, { name: label })}
      onClick={() => {
        resetPreference(name);
        bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'settings.saving_ok' });
      }}
    >
      <RotateCcw size={14} aria-hidden="true" />
      <span className="settings-sr-only">{intl.formatMessage(m.resetTo, { name: label })}</span>
    </button>
  );
}

/** A yes/no preference as a checkbox. */
export function BooleanSetting({
  name,
  label,
  children,
}: {
  name: KeysOfType<boolean>;
  label: MessageDescriptor;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const value = usePreference(name) as boolean;
  const id = useId();
  const text = intl.formatMessage(label);
  return (
    <div className="setting setting--boolean">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(event) => savePreference(name, event.target.checked as never)}
      />
      <label htmlFor={id}>{text}</label>
      <Changed name={name} label={text} />
      {children}
    </div>
  );
}

/** One of a few values, as a select. */
export function ChoiceSetting<K extends PreferenceKey>({
  name,
  label,
  options,
}: {
  name: K;
  label: MessageDescriptor;
  options: readonly { value: Preferences[K] & string; label: MessageDescriptor | string }[];
}) {
  const intl = useIntl();
  const value = usePreference(name);
  const id = useId();
  const text = intl.formatMessage(label);
  return (
    <div className="setting setting--choice">
      <label htmlFor={id}>{text}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => savePreference(name, event.target.value as Preferences[K])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {typeof option.label === 'string' ? option.label : intl.formatMessage(option.label)}
          </option>
        ))}
      </select>
      <Changed name={name} label={text} />
    </div>
  );
}

/** A whole number within bounds; an out-of-range or empty entry is refused, not saved. */
export function NumberSetting({
  name,
  label,
  min,
  max,
}: {
  name: KeysOfType<number>;
  label: MessageDescriptor;
  min: number;
  max: number;
}) {
  const intl = useIntl();
  const value = usePreference(name) as number;
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const text = intl.formatMessage(label);
  const parsed = draft === null ? value : Number(draft);
  const invalid =
    draft !== null && (draft.trim() === '' || !Number.isInteger(parsed) || parsed < min || parsed > max);
  return (
    <div className="setting setting--number">
      <label htmlFor={id}>{text}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const number = Number(next);
          if (next.trim() !== '' && Number.isInteger(number) && number >= min && number <= max) {
            savePreference(name, number as never);
          }
        }}
        onBlur={() => setDraft(null)}
      />
      <Changed name={name} label={text} />
      {invalid ? (
        <span id={errorId} className="setting__error" role="alert">
          {intl.formatMessage(m.numberRange, { min, max })}
        </span>
      ) : null}
    </div>
  );
}

/** A list of strings, one per line (the word filter). Saved when the field is left. */
export function LinesSetting({
  name,
  label,
  hint,
}: {
  name: KeysOfType<string[]>;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
}) {
  const intl = useIntl();
  const value = usePreference(name) as string[];
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const hintId = useId();
  const text = intl.formatMessage(label);
  return (
    <div className="setting setting--lines">
      <label htmlFor={id}>{text}</label>
      {hint ? (
        <span id={hintId} className="setting__hint">
          {intl.formatMessage(hint)}
        </span>
      ) : null}
      <textarea
        id={id}
        rows={5}
        aria-describedby={hint ? hintId : undefined}
        value={draft ?? value.join('\n')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft === null) return;
          const lines = draft
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '');
          savePreference(name, lines as never);
          setDraft(null);
        }}
      />
      <Changed name={name} label={text} />
    </div>
  );
}
