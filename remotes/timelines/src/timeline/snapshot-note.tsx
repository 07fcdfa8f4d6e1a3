import { History } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages<{ loading: { time: string }; failed: { time: string } }>({
  loading: {
    id: 'timeline.snapshot_loading',
    defaultMessage: 'Shown from your last visit ({time}). Loading newer posts…',
  },
  failed: {
    id: 'timeline.snapshot_failed',
    defaultMessage: 'Shown from your last visit ({time}). Newer posts could not be loaded yet.',
  },
});

/**
 * Says that the posts on screen are the last visit's snapshot, not the server's answer, until the
 * fresh page replaces them (or could not be loaded: the Retry of the footer is then the way on).
 */
export function SnapshotNote({ savedAt, failed }: { savedAt: string; failed: boolean }) {
  const intl = useIntl();
  const time = intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="timeline-snapshot-note" role="status">
      <History size={16} aria-hidden="true" />
      <span>{intl.formatMessage(failed ? messages.failed : messages.loading, { time })}</span>
    </p>
  );
}
