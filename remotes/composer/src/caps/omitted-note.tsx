import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const defined = defineMessages({
  omitted: {
    id: 'status.omitted_more',
    defaultMessage: '{count, plural, one {and # more, not shown} other {and # more, not shown}}',
  },
});
const m = defined as Record<keyof typeof defined, MessageDescriptor>;

/**
 * "and N more" after a nested list the client cut where the answer entered (docs/caps.md: a
 * hostile server sent 3,000 reactions, options, attachments or mentions): the reader knows the
 * list is not whole. Nothing when nothing was cut.
 */
export function OmittedNote({ count, className = '' }: { count: number | undefined; className?: string }) {
  const intl = useIntl();
  if (!count || count <= 0) return null;
  return <p className={`status-omitted ${className}`.trim()}>{intl.formatMessage(m.omitted, { count })}</p>;
}
