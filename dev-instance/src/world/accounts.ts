import { hashPassword } from '../util/password';
import type { Account } from './types';
import { BASE } from './types';

export type NewAccount = Pick<Account, 'id' | 'username' | 'domain' | 'createdAt'> &
  Partial<Account> & { password?: string };

/** A complete account record with Pleroma's defaults for everything not given. */
export function makeAccount(input: NewAccount): Account {
  const { password, ...rest } = input;
  const salt = `salt-${input.username}-${input.domain ?? 'local'}`;
  const key = `${input.username}@${input.domain ?? 'local'}`;
  return {
    displayName: input.username,
    note: '',
    noteSource: '',
    locked: false,
    bot: false,
    role: 'member',
    fields: [],
    avatarUrl: `${BASE}/media/g/avatar-${encodeURIComponent(key)}/256x256.png`,
    headerUrl: `${BASE}/media/g/header-${encodeURIComponent(key)}/1200x400.png`,
    backgroundUrl: null,
    emojiShortcodes: [],
    email: input.domain ? null : `${input.username}@murmur.test`,
    passwordHash: password ? hashPassword(password, salt) : null,
    passwordSalt: salt,
    passwordResetRequired: false,
    totpSecret: null,
    pendingTotpSecret: null,
    recoveryCodes: [],
    deactivated: false,
    confirmed: true,
    approved: true,
    registrationReason: null,
    tags: [],
    movedToId: null,
    aliases: [],
    discoverable: true,
    hideFollowers: false,
    hideFollows: false,
    hideFollowersCount: false,
    hideFollowsCount: false,
    hideFavorites: true,
    noRichText: false,
    allowFollowingMove: true,
    acceptsChatMessages: true,
    defaultScope: 'public',
    language: null,
    statusTtlDays: null,
    mascot: null,
    notificationSettings: { blockFromStrangers: false, hideNotificationContents: false },
    lastStatusAt: null,
    ...rest,
  };
}
