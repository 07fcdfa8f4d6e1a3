import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: { acct: string };
  sent: NoMessageValues;
  description: NoMessageValues;
  comment: NoMessageValues;
  forwardDescription: NoMessageValues;
  forwardTo: { instance: string };
  submit: NoMessageValues;
  processing: NoMessageValues;
  error: NoMessageValues;
  statuses: NoMessageValues;
  noStatuses: NoMessageValues;
  loadingStatuses: NoMessageValues;
  unknownAccount: NoMessageValues;
  cancel: NoMessageValues;
  signInFirst: NoMessageValues;
}>({
  sent: { id: 'moderation.report.sent', defaultMessage: 'Report sent. Thank you.' },
  title: { id: 'user_reporting.title', defaultMessage: 'Reporting {acct}' },
  description: {
    id: 'user_reporting.add_comment_description',
    defaultMessage:
      'The report will be sent to your instance moderators. You can provide an explanation of why you are reporting this account below:',
  },
  comment: { id: 'user_reporting.additional_comments', defaultMessage: 'Additional comments' },
  forwardDescription: {
    id: 'user_reporting.forward_description',
    defaultMessage: 'The account is from another server. Send a copy of the report there as well?',
  },
  forwardTo: { id: 'user_reporting.forward_to', defaultMessage: 'Forward to {instance}' },
  submit: { id: 'user_reporting.submit', defaultMessage: 'Submit' },
  processing: { id: 'user_reporting.processing', defaultMessage: 'Sending the report…' },
  error: {
    id: 'user_reporting.generic_error',
    defaultMessage: 'An error occurred while processing your request.',
  },
  statuses: { id: 'user_reporting.statuses', defaultMessage: 'Posts to include' },
  noStatuses: { id: 'user_reporting.no_statuses', defaultMessage: 'This account has no posts to include.' },
  loadingStatuses: { id: 'user_reporting.loading_statuses', defaultMessage: 'Loading posts…' },
  unknownAccount: {
    id: 'user_reporting.unknown_account',
    defaultMessage: 'This account could not be loaded.',
  },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
  signInFirst: { id: 'user_reporting.sign_in', defaultMessage: 'Sign in to report an account.' },
});
