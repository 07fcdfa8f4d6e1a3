import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  title: {
    id: 'status.edit_history_title',
    defaultMessage: 'Edited {count, plural, one {# time} other {# times}}',
  },
  loading: { id: 'status.edit_history_loading', defaultMessage: 'Loading the history…' },
  failed: { id: 'status.edit_history_failed', defaultMessage: 'The history could not be loaded: {error}' },
  current: { id: 'status.edit_history_current', defaultMessage: 'Current version' },
  original: { id: 'status.edit_history_original', defaultMessage: 'Original' },
  files: { id: 'status.edit_history_files', defaultMessage: '{count, plural, one {# file} other {# files}}' },
  poll: { id: 'status.edit_history_poll', defaultMessage: 'Poll: {options}' },
  close: { id: 'general.close', defaultMessage: 'Close' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});

export const historyMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
