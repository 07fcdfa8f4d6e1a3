import { type Account, getApiClient, store } from '@murmur/shared';
import { updateCredentials } from './account-api';

/** The server-side account options of spec 3 section 3 kept as yes/no on the account. */
export type ServerFlag =
  | 'stripRichContent'
  | 'locked'
  | 'discoverable'
  | 'hideFavorites'
  | 'hideFollowers'
  | 'hideFollows'
  | 'hideFollowersCount'
  | 'hideFollowsCount'
  | 'webPushHideContents'
  | 'blockNotificationsFromStrangers'
  | 'allowFollowingMove';

interface FlagSpec {
  read: (account: Account) => boolean;
  write: (value: boolean, account: Account) => Promise<void>;
}

/** update_credentials takes each flag under its own parameter name. */
function credential(param: string): FlagSpec['write'] {
  return async (value) => {
    await updateCredentials({ [param]: value });
  };
}

/** notification_settings answers only `{status}`: the stored account is updated here. */
function notificationSetting(
  param: 'block_from_strangers' | 'hide_notification_contents',
): FlagSpec['write'] {
  return async (value, account) => {
    await getApiClient().put('/api/pleroma/notification_settings', { json: { [param]: value } });
    const current = store.accounts.get(account.id) ?? account;
    store.accounts.upsert({
      ...current,
      pleroma: {
        ...current.pleroma,
        notification_settings: { ...current.pleroma.notification_settings, [param]: value },
      },
    });
  };
}

export const SERVER_FLAGS: Readonly<Record<ServerFlag, FlagSpec>> = {
  stripRichContent: {
    read: (a) => a.source?.pleroma?.no_rich_text ?? false,
    write: credential('no_rich_text'),
  },
  locked: { read: (a) => a.locked, write: credential('locked') },
  discoverable: { read: (a) => a.discoverable, write: credential('discoverable') },
  hideFavorites: { read: (a) => a.pleroma.hide_favorites, write: credential('hide_favorites') },
  hideFollowers: { read: (a) => a.pleroma.hide_followers, write: credential('hide_followers') },
  hideFollows: { read: (a) => a.pleroma.hide_follows, write: credential('hide_follows') },
  hideFollowersCount: {
    read: (a) => a.pleroma.hide_followers_count,
    write: credential('hide_followers_count'),
  },
  hideFollowsCount: { read: (a) => a.pleroma.hide_follows_count, write: credential('hide_follows_count') },
  webPushHideContents: {
    read: (a) => a.pleroma.notification_settings.hide_notification_contents,
    write: notificationSetting('hide_notification_contents'),
  },
  allowFollowingMove: {
    read: (a) => a.pleroma.allow_following_move,
    write: credential('allow_following_move'),
  },
  blockNotificationsFromStrangers: {
    read: (a) => a.pleroma.notification_settings.block_from_strangers,
    write: notificationSetting('block_from_strangers'),
  },
};
