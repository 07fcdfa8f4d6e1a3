import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const defined = defineMessages({
  more: { id: 'status.show_more_items', defaultMessage: '+{count, number} more' },
  moreEmoji: {
    id: 'status.show_more_emoji',
    defaultMessage: '{count, plural, one {Show # more custom emoji} other {Show # more custom emoji}}',
  },
  moreOptions: {
    id: 'polls.show_more_options',
    defaultMessage: '{count, plural, one {# more option} other {# more options}}',
  },
});
export const moreMessages = defined as Record<keyof typeof defined, MessageDescriptor>;

/**
 * '+N more': what a post holds past its cap, drawn on request. `label` says what the items are
 * (for a screen reader: '12 more options'), the button shows '+12 more'.
 */
export function MoreButton({
  hidden,
  label,
  onClick,
  className,
}: {
  hidden: number;
  label: MessageDescriptor;
  onClick: () => void;
  className?: string;
}) {
  const intl = useIntl();
  if (hidden <= 0) return null;
  return (
    <button
      type="button"
      className={className ?? 'status-more-items'}
      aria-label={intl.formatMessage(label, { count: hidden })}
      onClick={onClick}
    >
      {intl.formatMessage(moreMessages.more, { count: hidden })}
    </button>
  );
}
