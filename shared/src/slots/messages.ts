import { defineMessages } from 'react-intl';

export const slotMessages = defineMessages({
  genericError: { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  errorRetry: { id: 'general.error_retry', defaultMessage: 'Please try again' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
});
