import { defineMessages, type NoMessageValues } from 'react-intl';

/** Every text of the profiles remote's screens. Ids follow Akkoma-FE's keys. */
export const profileMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  loadError: { error: string };
  notFound: NoMessageValues;
  retry: NoMessageValues;
  statuses: NoMessageValues;
  replies: NoMessageValues;
  media: NoMessageValues;
  favorites: NoMessageValues;
  tabs: NoMessageValues;
  followees: NoMessageValues;
  followers: NoMessageValues;
  statusesCount: NoMessageValues;
  follow: NoMessageValues;
  followProgress: NoMessageValues;
  following: NoMessageValues;
  followSent: NoMessageValues;
  unfollow: NoMessageValues;
  unfollowConfirm: { user: string };
  block: NoMessageValues;
  unblock: NoMessageValues;
  blockConfirm: { user: string };
  mute: NoMessageValues;
  unmute: NoMessageValues;
  muteConfirm: { user: string };
  removeFollower: NoMessageValues;
  removeFollowerConfirm: { user: string };
  followsYou: NoMessageValues;
  itsYou: NoMessageValues;
  editProfile: NoMessageValues;
  bot: NoMessageValues;
  locked: NoMessageValues;
  verified: NoMessageValues;
  fields: NoMessageValues;
  actionError: { error: string };
  offlineUnavailable: { action: string };
  moreActions: NoMessageValues;
  blocked: NoMessageValues;
  muted: NoMessageValues;
  note: NoMessageValues;
  noteSaved: NoMessageValues;
  externalProfile: NoMessageValues;
  perDay: { count: string };
}>({
  title: { id: 'nav.user_profile', defaultMessage: 'User profile' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  loadError: {
    id: 'user_profile.profile_loading_error',
    defaultMessage: 'Sorry, there was an error loading this profile: {error}',
  },
  notFound: {
    id: 'user_profile.profile_does_not_exist',
    defaultMessage: 'Sorry, this profile does not exist.',
  },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  statuses: { id: 'user_card.statuses', defaultMessage: 'Posts' },
  replies: { id: 'user_card.replies', defaultMessage: 'With replies' },
  media: { id: 'user_card.media', defaultMessage: 'Media' },
  favorites: { id: 'user_card.favorites', defaultMessage: 'Favorites' },
  tabs: { id: 'user_profile.tabs', defaultMessage: 'Profile sections' },
  followees: { id: 'user_card.followees', defaultMessage: 'Following' },
  followers: { id: 'user_card.followers', defaultMessage: 'Followers' },
  statusesCount: { id: 'user_card.statuses_count', defaultMessage: 'Posts' },
  follow: { id: 'user_card.follow', defaultMessage: 'Follow' },
  followProgress: { id: 'user_card.follow_progress', defaultMessage: 'Requesting…' },
  following: { id: 'user_card.following', defaultMessage: 'Following!' },
  followSent: { id: 'user_card.follow_sent', defaultMessage: 'Request sent!' },
  unfollow: { id: 'user_card.unfollow', defaultMessage: 'Unfollow' },
  unfollowConfirm: {
    id: 'user_card.unfollow_confirm',
    defaultMessage: 'Are you sure you want to unfollow {user}?',
  },
  block: { id: 'user_card.block', defaultMessage: 'Block' },
  unblock: { id: 'user_card.unblock', defaultMessage: 'Unblock' },
  blockConfirm: { id: 'user_card.block_confirm', defaultMessage: 'Are you sure you want to block {user}?' },
  mute: { id: 'user_card.mute', defaultMessage: 'Mute' },
  unmute: { id: 'user_card.unmute', defaultMessage: 'Unmute' },
  muteConfirm: { id: 'user_card.mute_confirm', defaultMessage: 'Are you sure you want to mute {user}?' },
  removeFollower: { id: 'user_card.remove_follower', defaultMessage: 'Remove follower' },
  removeFollowerConfirm: {
    id: 'user_card.remove_follower_confirm',
    defaultMessage: 'Remove {user} from your followers?',
  },
  followsYou: { id: 'user_card.follows_you', defaultMessage: 'Follows you!' },
  itsYou: { id: 'user_card.its_you', defaultMessage: "It's you!" },
  editProfile: { id: 'user_card.edit_profile', defaultMessage: 'Edit profile' },
  bot: { id: 'user_card.bot', defaultMessage: 'Bot' },
  locked: { id: 'user_card.locked', defaultMessage: 'Locked: follow requests are approved by hand' },
  verified: { id: 'user_card.verified', defaultMessage: 'Verified link' },
  fields: { id: 'user_card.fields', defaultMessage: 'Profile fields' },
  actionError: { id: 'user_card.action_error', defaultMessage: 'Error: {error}' },
  offlineUnavailable: {
    id: 'user_card.offline_unavailable',
    defaultMessage: '{action}: not available offline',
  },
  moreActions: { id: 'user_card.more_actions', defaultMessage: 'More actions' },
  blocked: { id: 'user_card.blocked', defaultMessage: 'Blocked!' },
  muted: { id: 'user_card.muted', defaultMessage: 'Muted' },
  note: { id: 'user_card.note', defaultMessage: 'Private note' },
  noteSaved: { id: 'user_card.note_saved', defaultMessage: 'Saved' },
  externalProfile: { id: 'user_card.external_profile', defaultMessage: 'Open the original profile' },
  perDay: { id: 'user_card.per_day', defaultMessage: '{count} per day' },
});
