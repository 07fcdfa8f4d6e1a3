import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ModerationTag } from './moderation-tags';

export const messages = defineMessages<{
  moderation: NoMessageValues;
  grantAdmin: NoMessageValues;
  revokeAdmin: NoMessageValues;
  grantModerator: NoMessageValues;
  revokeModerator: NoMessageValues;
  activate: NoMessageValues;
  deactivate: NoMessageValues;
  deleteAccount: NoMessageValues;
  deleteUser: NoMessageValues;
  deleteConfirmation: NoMessageValues;
  tagsHeading: NoMessageValues;
  adminInterface: NoMessageValues;
  working: NoMessageValues;
  failed: { error: string };
  cancel: NoMessageValues;
}>({
  moderation: { id: 'user_card.admin_menu.moderation', defaultMessage: 'Moderation' },
  grantAdmin: { id: 'user_card.admin_menu.grant_admin', defaultMessage: 'Grant Admin' },
  revokeAdmin: { id: 'user_card.admin_menu.revoke_admin', defaultMessage: 'Revoke Admin' },
  grantModerator: { id: 'user_card.admin_menu.grant_moderator', defaultMessage: 'Grant Moderator' },
  revokeModerator: { id: 'user_card.admin_menu.revoke_moderator', defaultMessage: 'Revoke Moderator' },
  activate: { id: 'user_card.admin_menu.activate_account', defaultMessage: 'Activate account' },
  deactivate: { id: 'user_card.admin_menu.deactivate_account', defaultMessage: 'Deactivate account' },
  deleteAccount: { id: 'user_card.admin_menu.delete_account', defaultMessage: 'Delete account' },
  deleteUser: { id: 'user_card.admin_menu.delete_user', defaultMessage: 'Delete user' },
  deleteConfirmation: {
    id: 'user_card.admin_menu.delete_user_confirmation',
    defaultMessage: 'Are you absolutely sure? This action cannot be undone.',
  },
  tagsHeading: { id: 'user_card.admin_menu.tags', defaultMessage: 'Moderation tags' },
  adminInterface: { id: 'user_card.admin_menu.admin_interface', defaultMessage: 'Open the admin interface' },
  working: { id: 'user_card.admin_menu.working', defaultMessage: 'Working…' },
  failed: { id: 'user_card.admin_menu.failed', defaultMessage: 'The server refused: {error}' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
});

export const tagMessages = defineMessages<{
  'mrf_tag:media-force-nsfw': NoMessageValues;
  'mrf_tag:media-strip': NoMessageValues;
  'mrf_tag:force-unlisted': NoMessageValues;
  'mrf_tag:sandbox': NoMessageValues;
  'mrf_tag:disable-remote-subscription': NoMessageValues;
  'mrf_tag:disable-any-subscription': NoMessageValues;
  'mrf_tag:quarantine': NoMessageValues;
}>({
  'mrf_tag:media-force-nsfw': {
    id: 'user_card.admin_menu.force_nsfw',
    defaultMessage: 'Mark all posts as NSFW',
  },
  'mrf_tag:media-strip': {
    id: 'user_card.admin_menu.strip_media',
    defaultMessage: 'Remove media from posts',
  },
  'mrf_tag:force-unlisted': {
    id: 'user_card.admin_menu.force_unlisted',
    defaultMessage: 'Force posts to be unlisted',
  },
  'mrf_tag:sandbox': {
    id: 'user_card.admin_menu.sandbox',
    defaultMessage: 'Force posts to be followers-only',
  },
  'mrf_tag:disable-remote-subscription': {
    id: 'user_card.admin_menu.disable_remote_subscription',
    defaultMessage: 'Disallow following user from remote instances',
  },
  'mrf_tag:disable-any-subscription': {
    id: 'user_card.admin_menu.disable_any_subscription',
    defaultMessage: 'Disallow following user at all',
  },
  'mrf_tag:quarantine': {
    id: 'user_card.admin_menu.quarantine',
    defaultMessage: 'Disallow user posts from federating',
  },
}) satisfies Record<ModerationTag, unknown>;
