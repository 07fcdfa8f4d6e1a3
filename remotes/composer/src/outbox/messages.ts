import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the outbox (issue 36, decision 0220). */
export const outboxMessages = defineMessages<{
  waiting: NoMessageValues;
  waitingHint: NoMessageValues;
  cancel: NoMessageValues;
}>({
  waiting: { id: 'outbox.waiting', defaultMessage: 'Waiting to send' },
  waitingHint: {
    id: 'outbox.waiting_hint',
    defaultMessage: 'It is sent by itself when the network is back.',
  },
  cancel: { id: 'outbox.cancel', defaultMessage: 'Cancel sending' },
});
