import { defineMessages } from 'react-intl';

/**
 * Texts of the global notices the shell shows for any part. A part raises a notice by key on the
 * bus; a key the shell does not know is looked up in the page's loaded messages, else shown as the
 * generic error.
 */
export const noticeMessages = defineMessages({
  'timeline.error': { id: 'timeline.error', defaultMessage: 'Error fetching timeline: {error}' },
  'timeline.socket_broke': {
    id: 'timeline.socket_broke',
    defaultMessage: 'Realtime connection lost: CloseEvent code {code}',
  },
  'timeline.socket_reconnected': {
    id: 'timeline.socket_reconnected',
    defaultMessage: 'Realtime connection established',
  },
  'notifications.error': {
    id: 'notifications.error',
    defaultMessage: 'Error fetching notifications: {error}',
  },
  'errors.storage_unavailable': {
    id: 'errors.storage_unavailable',
    defaultMessage:
      'Murmur could not access browser storage. Your login or your local settings won’t be saved.',
  },
  'login.session_unreachable': {
    id: 'login.session_unreachable',
    defaultMessage:
      'Your server did not answer, so you are shown signed out for now. Murmur keeps trying and signs you back in when it answers.',
  },
  'login.revoke_failed': {
    id: 'login.revoke_failed',
    defaultMessage:
      'You are signed out here, but the server did not confirm it: the session may still be valid there. End it in Settings, Security, Sessions, from another signed-in browser.',
  },
  'login.session_restored': { id: 'login.session_restored', defaultMessage: 'You are signed in again' },
  'login.session_ended': {
    id: 'login.session_ended',
    defaultMessage: 'Your session has ended: the server no longer accepts it. Log in again to carry on.',
  },
  'login.account_deleted': {
    id: 'login.account_deleted',
    defaultMessage: 'Your account has been deleted. You are signed out.',
  },
  'login.login': { id: 'login.login', defaultMessage: 'Log in' },
  'general.retry': { id: 'general.retry', defaultMessage: 'Retry' },
  'settings.saving_ok': { id: 'settings.saving_ok', defaultMessage: 'Settings saved' },
  'settings.saving_err': { id: 'settings.saving_err', defaultMessage: 'Error saving settings' },
  'general.generic_error': { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  close: { id: 'general.close', defaultMessage: 'Close' },
  errorsRegion: { id: 'general.notices_errors', defaultMessage: 'Errors' },
  noticesRegion: { id: 'general.notices', defaultMessage: 'Notices' },
});

export type NoticeKey = Exclude<keyof typeof noticeMessages, 'close' | 'errorsRegion' | 'noticesRegion'>;

export function isKnownNotice(key: string): key is NoticeKey {
  return (
    key !== 'close' && key !== 'errorsRegion' && key !== 'noticesRegion' && Object.hasOwn(noticeMessages, key)
  );
}
