import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  open: { id: 'status.quote_open', defaultMessage: 'Open the post quoted from {name}' },
  warning: { id: 'status.quote_warning', defaultMessage: 'Content warning: {warning}' },
  files: { id: 'status.quote_files', defaultMessage: '{count, plural, one {# file} other {# files}}' },
  unavailable: { id: 'status.quote_unavailable', defaultMessage: 'The quoted post is not available.' },
});

export const quoteMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
