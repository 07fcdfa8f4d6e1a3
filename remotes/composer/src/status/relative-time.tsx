import { useIntl } from 'react-intl';
import { timeMessages } from './messages';
import { relativeTimeParts } from './relative-time-parts';
import { useNow } from './use-now';

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
      : intl.formatRelativeTime(parts.value, parts.unit, { numeric: 'always' });
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
