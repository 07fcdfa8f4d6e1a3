import {
  DEFAULT_HIGHLIGHT_COLOR,
  highlightColor,
  setPreference,
  type UserHighlight,
  usePreference,
} from '@murmur/shared';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  label: { id: 'user_card.highlight', defaultMessage: 'Highlight their posts' },
  disabled: { id: 'user_card.highlight.disabled', defaultMessage: 'No highlight' },
  solid: { id: 'user_card.highlight.solid', defaultMessage: 'Solid background' },
  striped: { id: 'user_card.highlight.striped', defaultMessage: 'Striped background' },
  side: { id: 'user_card.highlight.side', defaultMessage: 'Side stripe' },
  color: { id: 'user_card.highlight.color', defaultMessage: 'Highlight colour' },
});

const TYPES: readonly UserHighlight['type'][] = ['disabled', 'solid', 'striped', 'side'];

/**
 * The per-user highlight (spec 2 section 2 and spec 3 'Highlight setting per screen name'): a type
 * and a colour kept in the preferences under the account's screen name; the post display reads it.
 */
export function HighlightSelector({ acct }: { acct: string }) {
  const intl = useIntl();
  const id = useId();
  const highlights = usePreference('highlight');
  const current = highlights[acct];
  const type = current?.type ?? 'disabled';
  const save = (next: UserHighlight) => {
    const rest = { ...highlights };
    if (next.type === 'disabled') delete rest[acct];
    else rest[acct] = next;
    setPreference('highlight', rest);
  };
  return (
    <div className="user-card__highlight">
      <label htmlFor={`${id}-type`}>{intl.formatMessage(m.label)}</label>
      <select
        id={`${id}-type`}
        value={type}
        onChange={(event) =>
          save({
            type: event.target.value as UserHighlight['type'],
            color: current?.color ?? DEFAULT_HIGHLIGHT_COLOR,
          })
        }
      >
        {TYPES.map((name) => (
          <option key={name} value={name}>
            {intl.formatMessage(m[name])}
          </option>
        ))}
      </select>
      {type !== 'disabled' ? (
        <input
          type="color"
          aria-label={intl.formatMessage(m.color)}
          value={highlightColor(current?.color)}
          onChange={(event) => save({ type, color: event.target.value })}
        />
      ) : null}
    </div>
  );
}
