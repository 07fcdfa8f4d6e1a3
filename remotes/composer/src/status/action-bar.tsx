import type { Status as StatusData } from '@murmur/shared';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { statusMessages } from './messages';

interface Count {
  key: string;
  icon: string;
  count: number;
  label: MessageDescriptor;
}

/** The post's counts: replies, repeats, favourites. Read-only until the actions arrive. */
export function ActionBar({ status }: { status: StatusData }) {
  const intl = useIntl();
  const counts: Count[] = [
    { key: 'replies', icon: '↩', count: status.replies_count, label: statusMessages.replies },
    { key: 'repeats', icon: '⟳', count: status.reblogs_count, label: statusMessages.repeats },
    { key: 'favorites', icon: '★', count: status.favourites_count, label: statusMessages.favorites },
  ];
  return (
    <ul className="status-actions" aria-label={intl.formatMessage(statusMessages.actions)}>
      {counts.map(({ key, icon, count, label }) => (
        <li key={key} className={`status-action status-action--${key}`}>
          <span aria-hidden="true">
            <span className="status-action-icon">{icon}</span> {count > 0 ? count : ''}
          </span>
          <span className="status-sr-only">{intl.formatMessage(label, { count })}</span>
        </li>
      ))}
    </ul>
  );
}
