import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of the account tabs (profile, security, mutes and blocks, backups, aliases, move, profiles). */
const messages = defineMessages({
  profile: { id: 'settings.profile_tab', defaultMessage: 'Profile' },
  security: { id: 'settings.security_tab', defaultMessage: 'Security' },
  mutesAndBlocks: { id: 'settings.mutes_and_blocks', defaultMessage: 'Mutes and Blocks' },
  settingsProfiles: { id: 'settings.settings_profiles', defaultMessage: 'Settings profiles' },
  backup: { id: 'settings.account_backup', defaultMessage: 'Account backup' },
  aliases: { id: 'settings.account_alias', defaultMessage: 'Account aliases' },
  move: { id: 'settings.move_account', defaultMessage: 'Move account' },
  serverSide: { id: 'settings.setting_server_side', defaultMessage: 'Kept on the server for your account' },
  serverSaveFailed: {
    id: 'settings.setting_server_failed',
    defaultMessage: 'The server did not save this option; it is back to its previous value. Try again.',
  },
  loading: { id: 'settings.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'settings.load_failed', defaultMessage: 'This list could not be loaded.' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  save: { id: 'settings.save', defaultMessage: 'Save' },
  saved: { id: 'settings.changed_saved', defaultMessage: 'Saved.' },
  failed: { id: 'settings.action_failed', defaultMessage: 'That did not work: {reason}' },
  failedNoReason: { id: 'settings.action_failed_generic', defaultMessage: 'That did not work. Try again.' },
  currentPassword: { id: 'settings.current_password', defaultMessage: 'Current password' },
  // Profile
  name: { id: 'settings.name', defaultMessage: 'Name' },
  bio: { id: 'settings.bio', defaultMessage: 'Bio' },
  fields: { id: 'settings.profile_fields.label', defaultMessage: 'Profile metadata' },
  fieldName: { id: 'settings.profile_fields.name', defaultMessage: 'Label {n}' },
  fieldValue: { id: 'settings.profile_fields.value', defaultMessage: 'Content {n}' },
  addField: { id: 'settings.profile_fields.add_field', defaultMessage: 'Add field' },
  removeField: { id: 'settings.profile_fields.remove_field', defaultMessage: 'Remove field {n}' },
  bot: { id: 'settings.bot', defaultMessage: 'This is a bot account' },
  locked: {
    id: 'settings.lock_account_description',
    defaultMessage: 'Restrict your account to approved followers only',
  },
  discoverable: {
    id: 'settings.discoverable',
    defaultMessage: 'Allow discovery of this account in search results and other services',
  },
  hideFavorites: {
    id: 'settings.hide_favorites_description',
    defaultMessage: "Don't show list of my favorites",
  },
  hideFollows: { id: 'settings.hide_follows_description', defaultMessage: "Don't show who I'm following" },
  hideFollowsCount: {
    id: 'settings.hide_follows_count_description',
    defaultMessage: "Don't show follow count",
  },
  hideFollowers: {
    id: 'settings.hide_followers_description',
    defaultMessage: "Don't show who's following me",
  },
  hideFollowersCount: {
    id: 'settings.hide_followers_count_description',
    defaultMessage: "Don't show follower count",
  },
  stripRichContent: {
    id: 'settings.no_rich_text_description',
    defaultMessage: 'Strip rich text formatting from all posts',
  },
  avatar: { id: 'settings.avatar', defaultMessage: 'Avatar' },
  banner: { id: 'settings.banner', defaultMessage: 'Banner' },
  chooseImage: { id: 'settings.choose_image', defaultMessage: 'Choose an image for the {what}' },
  crop: { id: 'image_cropper.crop_picture', defaultMessage: 'Crop picture' },
  saveCropped: { id: 'image_cropper.save', defaultMessage: 'Save' },
  cancel: { id: 'image_cropper.cancel', defaultMessage: 'Cancel' },
  zoom: { id: 'image_cropper.zoom', defaultMessage: 'Zoom' },
  uploading: { id: 'settings.uploading', defaultMessage: 'Uploading…' },
  background: { id: 'settings.profile_background', defaultMessage: 'Background picture' },
  mascot: { id: 'settings.mascot', defaultMessage: 'Mascot' },
  removeImage: { id: 'settings.remove_image', defaultMessage: 'Remove the {what}' },
  imageTooLarge: {
    id: 'settings.image_too_large',
    defaultMessage: 'This file is larger than the server accepts for the {what}. Choose a smaller one.',
  },
  allowFollowingMove: {
    id: 'settings.allow_following_move',
    defaultMessage: 'Follow accounts you follow to their new address when they move',
  },
  // Notifications (server side)
  blockFromStrangers: {
    id: 'settings.notification_setting_block_from_strangers',
    defaultMessage: 'Block notifications from users who you do not follow',
  },
  hideNotificationContents: {
    id: 'settings.notification_setting_hide_notification_contents',
    defaultMessage: 'Hide the sender and contents of push notifications',
  },
  // Mutes and blocks
  blocks: { id: 'settings.blocks_tab', defaultMessage: 'Blocks' },
  mutes: { id: 'settings.mutes_tab', defaultMessage: 'Mutes' },
  domainBlocks: { id: 'settings.domain_mutes', defaultMessage: 'Blocked domains' },
  noBlocks: { id: 'settings.no_blocks', defaultMessage: 'You block nobody.' },
  noMutes: { id: 'settings.no_mutes', defaultMessage: 'You mute nobody.' },
  noDomainBlocks: { id: 'settings.no_domain_blocks', defaultMessage: 'You block no domain.' },
  unblock: { id: 'user_card.unblock', defaultMessage: 'Unblock {name}' },
  unmute: { id: 'user_card.unmute', defaultMessage: 'Unmute {name}' },
  domain: { id: 'settings.domain', defaultMessage: 'Domain' },
  blockDomain: { id: 'settings.block_domain', defaultMessage: 'Block domain' },
  unblockDomain: { id: 'settings.unblock_domain', defaultMessage: 'Unblock {domain}' },
  // Security
  changeEmail: { id: 'settings.change_email', defaultMessage: 'Change email' },
  newEmail: { id: 'settings.new_email', defaultMessage: 'New email' },
  emailChanged: { id: 'settings.changed_email', defaultMessage: 'Email changed successfully.' },
  changePassword: { id: 'settings.change_password', defaultMessage: 'Change password' },
  newPassword: { id: 'settings.new_password', defaultMessage: 'New password' },
  confirmPassword: { id: 'settings.confirm_new_password', defaultMessage: 'Confirm new password' },
  passwordMismatch: {
    id: 'settings.password_mismatch',
    defaultMessage: 'The new password and its confirmation differ.',
  },
  passwordChanged: { id: 'settings.changed_password', defaultMessage: 'Password changed successfully.' },
  mfa: { id: 'settings.mfa.title', defaultMessage: 'Two-factor authentication' },
  mfaOff: { id: 'settings.mfa.off', defaultMessage: 'Two-factor authentication is off.' },
  mfaOn: { id: 'settings.mfa.on', defaultMessage: 'Two-factor authentication is on.' },
  mfaSetup: { id: 'settings.mfa.setup_otp', defaultMessage: 'Set up one-time passwords' },
  mfaScan: {
    id: 'settings.mfa.scan.desc',
    defaultMessage: 'Scan this QR code with your authenticator app, or enter the key: {key}',
  },
  mfaQr: { id: 'settings.mfa.scan.title', defaultMessage: 'QR code for your authenticator app' },
  mfaCode: { id: 'settings.mfa.verify.code', defaultMessage: 'Code from the app' },
  mfaConfirm: { id: 'settings.mfa.confirm_and_enable', defaultMessage: 'Confirm and enable' },
  mfaDisable: { id: 'settings.mfa.disable', defaultMessage: 'Disable two-factor authentication' },
  mfaBackupCodes: { id: 'settings.mfa.recovery_codes', defaultMessage: 'Backup codes' },
  mfaBackupCodesHint: {
    id: 'settings.mfa.recovery_codes_warning',
    defaultMessage: 'Write these codes down and keep them safe: each signs you in once without the app.',
  },
  mfaNewCodes: {
    id: 'settings.mfa.generate_new_recovery_codes',
    defaultMessage: 'Generate new backup codes',
  },
  sessions: { id: 'settings.oauth_tokens', defaultMessage: 'Sessions' },
  appName: { id: 'settings.app_name', defaultMessage: 'App' },
  validUntil: { id: 'settings.valid_until', defaultMessage: 'Valid until' },
  revoke: { id: 'settings.revoke_token', defaultMessage: 'Revoke' },
  revokeNamed: { id: 'settings.revoke_token_named', defaultMessage: 'Revoke the session of {app}' },
  noSessions: { id: 'settings.no_tokens', defaultMessage: 'No sessions.' },
  sessionBrowser: { id: 'settings.session_browser', defaultMessage: 'Browser' },
  sessionLastUsed: { id: 'settings.session_last_used', defaultMessage: 'Last used' },
  sessionThisBrowser: { id: 'settings.session_this_browser', defaultMessage: 'This browser' },
  sessionInUse: { id: 'settings.session_in_use', defaultMessage: 'Now' },
  sessionNotTold: { id: 'settings.session_not_told', defaultMessage: 'Not told by the server' },
  sessionBrowserOn: { id: 'settings.session_browser_on', defaultMessage: '{browser} on {system}' },
  revokeThis: {
    id: 'settings.revoke_this_session',
    defaultMessage: 'Revoke this browser’s session (signs you out here)',
  },
  deleteAccount: { id: 'settings.delete_account', defaultMessage: 'Delete account' },
  deleteAccountHint: {
    id: 'settings.delete_account_description',
    defaultMessage:
      'Permanently delete your data and deactivate your account. Type your password to confirm.',
  },
  deleteAccountConfirm: { id: 'settings.delete_account_confirm', defaultMessage: 'Delete my account' },
  // Backups
  backupHint: {
    id: 'settings.account_backup_description',
    defaultMessage: 'Download an archive of your account information and your posts.',
  },
  createBackup: { id: 'settings.add_backup', defaultMessage: 'Create a new backup' },
  noBackups: { id: 'settings.no_backups', defaultMessage: 'No backups yet.' },
  backupNotReady: { id: 'settings.backup_not_ready', defaultMessage: 'This backup is not ready yet.' },
  download: { id: 'settings.download_backup', defaultMessage: 'Download' },
  backupCreated: { id: 'settings.added_backup', defaultMessage: 'Added a new backup.' },
  // Aliases
  aliasesHint: {
    id: 'settings.account_alias_description',
    defaultMessage: 'Accounts listed here may move to this one.',
  },
  newAlias: { id: 'settings.new_alias_target', defaultMessage: 'Add a new alias (e.g. foo@example.org)' },
  addAlias: { id: 'settings.add_alias', defaultMessage: 'Add this alias' },
  removeAlias: { id: 'settings.remove_alias', defaultMessage: 'Remove the alias {alias}' },
  noAliases: { id: 'settings.no_aliases', defaultMessage: 'No aliases.' },
  // Move
  moveHint: {
    id: 'settings.move_account_notes',
    defaultMessage: 'Your followers move to the new account. It must list this one as an alias first.',
  },
  moveTarget: { id: 'settings.move_account_target', defaultMessage: 'Target account (e.g. foo@example.org)' },
  moved: { id: 'settings.moved_account', defaultMessage: 'Account is moved.' },
  moveConfirmTitle: { id: 'settings.move_confirm_title', defaultMessage: 'Move your account to {target}?' },
  moveConfirmText: {
    id: 'settings.move_confirm_text',
    defaultMessage:
      'Your followers are moved to {target}, and this account points there from now on. This cannot be undone.',
  },
  moveRefusedAlias: {
    id: 'settings.move_refused_alias',
    defaultMessage:
      '{target} does not list this account as an alias yet. Sign in there, add this account under Account aliases, then move again.',
  },
  moveRefusedNotFound: {
    id: 'settings.move_refused_not_found',
    defaultMessage: 'The server found no account {target}. Check the address.',
  },
  moveRefusedPassword: {
    id: 'settings.move_refused_password',
    defaultMessage: 'The password is not right. Nothing was moved.',
  },
  // Settings profiles
  profilesHint: {
    id: 'settings.settings_profiles_hint',
    defaultMessage: 'Keep your settings on the server and load them in any browser.',
  },
  profileName: { id: 'settings.settings_profile.name', defaultMessage: 'Profile name' },
  profileCreate: {
    id: 'settings.settings_profile.create',
    defaultMessage: 'Save current settings as a profile',
  },
  noProfiles: {
    id: 'settings.settings_profile.none',
    defaultMessage: 'No settings profiles on the server yet.',
  },
  profileVersion: { id: 'settings.settings_profile.version', defaultMessage: '{name} (version {version})' },
  profileLoad: { id: 'settings.settings_profile.load', defaultMessage: 'Load {name}' },
  profileSync: { id: 'settings.settings_profile.sync', defaultMessage: 'Save current settings to {name}' },
  profileDelete: { id: 'settings.settings_profile.delete', defaultMessage: 'Delete {name}' },
  profileUpToDate: {
    id: 'settings.settings_profile.up_to_date',
    defaultMessage: 'Your settings are already as new as {name}.',
  },
  profileLoaded: { id: 'settings.settings_profile.loaded', defaultMessage: 'Loaded the settings of {name}.' },
});

/** Plain descriptors: several texts take values, which the untyped form lets through. */
export const accountMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
