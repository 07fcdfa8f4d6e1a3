import { type NotificationVisibility, usePreference } from '@murmur/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages as am } from '../account/messages';
import { ServerBooleanSetting } from '../account/server-setting';
import { useOffered } from '../server-features/offered';
import { settingsMessages as m } from '../settings-modal/messages';
import { savePreference } from '../settings-modal/setting-controls';
import { WebPushSettings } from './web-push-settings';

const TYPES: readonly (keyof NotificationVisibility)[] = [
  'follows',
  'mentions',
  'likes',
  'repeats',
  'moves',
  'emojiReactions',
  'followRequest',
  'polls',
];

/** Notifications: which types the panel shows (all on by default). */
export function NotificationsTab() {
  const intl = useIntl();
  const visibility = usePreference('notificationVisibility');
  const baseId = useId();
  const notificationSettings = useOffered('notificationSettings');
  return (
    <>
      <fieldset className="settings-group">
        <legend>{intl.formatMessage(m.notificationVisibility)}</legend>
        {TYPES.map((type) => (
          <div key={type} className="setting setting--boolean">
            <input
              id={`${baseId}-${type}`}
              type="checkbox"
              checked={visibility[type]}
              onChange={(event) =>
                savePreference('notificationVisibility', { ...visibility, [type]: event.target.checked })
              }
            />
            <label htmlFor={`${baseId}-${type}`}>{intl.formatMessage(m[type])}</label>
          </div>
        ))}
      </fieldset>
      {/* Pleroma's notification settings: not shown where the server has none. */}
      {notificationSettings ? (
        <fieldset className="settings-group">
          <ServerBooleanSetting name="blockNotificationsFromStrangers" label={am.blockFromStrangers} />
          <ServerBooleanSetting name="webPushHideContents" label={am.hideNotificationContents} />
        </fieldset>
      ) : null}
      <WebPushSettings />
    </>
  );
}
