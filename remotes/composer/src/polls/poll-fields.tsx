import { DEFAULT_POLL_LIMITS, type PollLimits } from '@murmur/shared';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { pollMessages } from './messages';
import './polls.css';
import {
  clampExpiry,
  type ExpiryUnit,
  offeredUnits,
  type PollDraft,
  UNIT_SECONDS,
  unitFor,
} from './poll-draft';

export interface PollFieldsProps {
  poll: PollDraft;
  limits?: PollLimits;
  disabled?: boolean;
  onChange: (poll: PollDraft) => void;
}

/** The poll part of the post form: 2 to max_options rows, single or multiple, expiry with its unit. */
export function PollFields({ poll, limits = DEFAULT_POLL_LIMITS, disabled, onChange }: PollFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const units = offeredUnits(limits);
  const unit = unitFor(poll.expiresIn, units);
  const amount = poll.expiresIn / UNIT_SECONDS[unit];
  const maxOptions = Math.max(2, limits.max_options);

  const setOption = (index: number, text: string) =>
    onChange({ ...poll, options: poll.options.map((o, i) => (i === index ? text : o)) });

  return (
    <fieldset className="poll-fields" disabled={disabled}>
      <legend className="poll-fields__legend">{intl.formatMessage(pollMessages.poll)}</legend>
      {poll.options.map((option, index) => (
        // Rows have no identity but their place; the user edits them in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: the row index is the option's identity
        <div className="poll-fields__option" key={index}>
          <input
            className="post-form__cw"
            type="text"
            dir="auto"
            value={option}
            maxLength={limits.max_option_chars}
            aria-label={intl.formatMessage(pollMessages.option, { number: index + 1 })}
            placeholder={intl.formatMessage(pollMessages.option, { number: index + 1 })}
            onChange={(event) => setOption(index, event.target.value)}
          />
          {poll.options.length > 2 ? (
            <button
              type="button"
              className="post-form__toggle"
              aria-label={intl.formatMessage(pollMessages.removeOption, { number: index + 1 })}
              title={intl.formatMessage(pollMessages.removeOption, { number: index + 1 })}
              onClick={() => onChange({ ...poll, options: poll.options.filter((_, i) => i !== index) })}
            >
              <X size={16} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ))}
      <div className="post-form__row">
        {poll.options.length < maxOptions ? (
          <button
            type="button"
            className="button poll-fields__add"
            onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}
          >
            <Plus size={16} aria-hidden="true" />
            {intl.formatMessage(pollMessages.addOption)}
          </button>
        ) : null}
        <span className="post-form__spacer" />
        <select
          className="post-form__select"
          aria-label={intl.formatMessage(pollMessages.type)}
          value={poll.multiple ? 'multiple' : 'single'}
          onChange={(event) => onChange({ ...poll, multiple: event.target.value === 'multiple' })}
        >
          <option value="single">{intl.formatMessage(pollMessages.single)}</option>
          <option value="multiple">{intl.formatMessage(pollMessages.multiple)}</option>
        </select>
        <input
          id={`${id}-amount`}
          className="post-form__select poll-fields__amount"
          type="number"
          min={1}
          value={amount}
          aria-label={intl.formatMessage(pollMessages.expiry)}
          onChange={(event) =>
            onChange({ ...poll, expiresIn: clampExpiry(Number(event.target.value), unit, limits) })
          }
        />
        <select
          className="post-form__select"
          aria-label={intl.formatMessage(pollMessages.expiryUnit)}
          value={unit}
          onChange={(event) => {
            const next = event.target.value as ExpiryUnit;
            onChange({ ...poll, expiresIn: clampExpiry(amount, next, limits) });
          }}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {intl.formatMessage(pollMessages[u])}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
