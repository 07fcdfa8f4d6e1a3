import { useIntl } from 'react-intl';
import { timeMessages } from './messages';
import { relativeTimeParts } from './relative-time-parts';
import { useNow } from './use-now';

/**
 * Some locales' data say the one in words and then again as a figure ("לפני דקה (1)" in Hebrew):
 * the word already says it, so the bracketed 1 goes.
 */
export function oneWithoutCount(text: string, value: number): string {
  return Math.abs(value) === 1 ? text.replace(/\s*\(\s*1\s*\)/u, '') : text;
}

export interface RelativeTimeProps {
  /** ISO 8601 date. */
  dateTime: string;
  id?: string;
}

/** A `<time>` reading 'just now', '5 minutes ago'..., with the full date as its title. */
export function RelativeTime({ dateTime, id }: RelativeTimeProps) {
  const intl = useIntl();
  const now = useNow();
  const then = Date.parse(dateTime);
  if (Number.isNaN(then)) return null;
  const parts = relativeTimeParts(then, now);
  const label =
    parts.kind === 'now'
      ? intl.formatMessage(timeMessages.now)
      : oneWithoutCount(intl.formatRelativeTime(parts.value, parts.unit, { numeric: 'always' }), parts.value);
  const future = parts.kind === 'relative' && parts.future;
  return (
    <time
      id={id}
      className={future ? 'status-time status-time--future' : 'status-time'}
      dateTime={new Date(then).toISOString()}
      title={intl.formatDate(then, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {label}
    </time>
  );
}
