import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of the web push controls of the Notifications tab. Ids follow Akkoma-FE's where it has one. */
const defined = defineMessages({
  legend: { id: 'settings.web_push.title', defaultMessage: 'Push notifications' },
  enable: { id: 'settings.enable_web_push_notifications', defaultMessage: 'Enable web push notifications' },
  hideIfCW: {
    id: 'settings.notification_setting_hide_if_cw',
    defaultMessage: 'Hide the contents of push notifications if under a Content Warning',
  },
  alerts: { id: 'settings.web_push.alerts', defaultMessage: 'Send a push notification for' },
  working: { id: 'settings.web_push.working', defaultMessage: 'Talking to the browser and the server…' },
  on: { id: 'settings.web_push.on', defaultMessage: 'Push notifications are on in this browser.' },
  unsupported: {
    id: 'settings.web_push.unsupported',
    defaultMessage: 'This browser cannot receive push notifications.',
  },
  permissionDenied: {
    id: 'settings.web_push.permission_denied',
    defaultMessage:
      'The browser does not allow notifications from this site. Allow them in the browser’s site settings, then try again.',
  },
  noVapidKey: { id: 'settings.web_push.no_vapid_key', defaultMessage: 'VAPID public key is not found' },
  disabledByServer: {
    id: 'settings.web_push.disabled_in_config',
    defaultMessage: 'Web Push is disabled in config',
  },
  pushService: {
    id: 'settings.web_push.push_service',
    defaultMessage: 'The browser’s push service could not be reached. Try again later.',
  },
  server: {
    id: 'settings.web_push.server_error',
    defaultMessage: 'The server did not take the subscription: {error}',
  },
  offFailed: {
    id: 'settings.web_push.off_failed',
    defaultMessage:
      'This browser will not show push notifications any more, but the server did not delete the subscription: {error}',
  },
  unknownReason: { id: 'settings.web_push.unknown_reason', defaultMessage: 'no reason given' },
  alertsFailed: {
    id: 'settings.web_push.alerts_failed',
    defaultMessage: 'The server did not change the subscription: {error}',
  },
});

export const webPushMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
