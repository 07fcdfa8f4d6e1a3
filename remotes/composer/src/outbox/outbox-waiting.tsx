import type { OutboxEntry } from '@murmur/shared/core';
import { Clock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { outboxMessages } from './messages';
import './outbox.css';

/**
 * A post in the outbox, shown where it was written (in place of its form, or under the post it
 * replies to): 'Waiting to send', its start, and Cancel, which brings it back as a draft.
 */
export function OutboxWaiting({ entry, onCancel }: { entry: OutboxEntry; onCancel: () => void }) {
  const intl = useIntl();
  const text = entry.text.length > 140 ? `${entry.text.slice(0, 139)}…` : entry.text;
  return (
    <section className="outbox-waiting" aria-label={intl.formatMessage(outboxMessages.waiting)}>
      <p className="outbox-waiting__state" role="status">
        <Clock size={16} aria-hidden="true" />
        <strong>{intl.formatMessage(outboxMessages.waiting)}</strong>
        <span className="outbox-waiting__hint">{intl.formatMessage(outboxMessages.waitingHint)}</span>
      </p>
      {text ? (
        <p className="outbox-waiting__text" dir="auto">
          {text}
        </p>
      ) : null}
      <button type="button" className="button outbox-waiting__cancel" onClick={onCancel}>
        {intl.formatMessage(outboxMessages.cancel)}
      </button>
    </section>
  );
}
