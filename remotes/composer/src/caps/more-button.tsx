import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const defined = defineMessages({
  moreEmoji: {
    id: 'status.show_more_emoji',
    defaultMessage: '{count, plural, one {+# more custom emoji} other {+# more custom emoji}}',
  },
  moreOptions: {
    id: 'polls.show_more_options',
    defaultMessage: '{count, plural, one {+# more option} other {+# more options}}',
  },
});
export const moreMessages = defined as Record<keyof typeof defined, MessageDescriptor>;

/**
 * '+N more ...': what a post holds past its cap, drawn on request. The visible text is the whole
 * name (a screen reader and a voice command hear what is shown).
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
    <button type="button" className={className ?? 'status-more-items'} onClick={onClick}>
      {intl.formatMessage(label, { count: hidden })}
    </button>
  );
}
