import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'notifications.notifications', defaultMessage: 'Notifications' },
  unseen: { id: 'notifications.unseen_count', defaultMessage: '{count} new' },
  markRead: { id: 'notifications.read', defaultMessage: 'Mark all as read' },
  filter: { id: 'notifications.filter', defaultMessage: 'Show' },
  all: { id: 'notifications.filter_all', defaultMessage: 'All notifications' },
  mentions: { id: 'notifications.filter_mentions', defaultMessage: 'Mentions' },
  likes: { id: 'notifications.filter_likes', defaultMessage: 'Favorites' },
  repeats: { id: 'notifications.filter_repeats', defaultMessage: 'Repeats' },
  follows: { id: 'notifications.filter_follows', defaultMessage: 'Follows and requests' },
  favorited: { id: 'notifications.favorited_you', defaultMessage: 'favorited your status' },
  repeated: { id: 'notifications.repeated_you', defaultMessage: 'repeated your status' },
  followed: { id: 'notifications.followed_you', defaultMessage: 'followed you' },
  followRequest: { id: 'notifications.follow_request', defaultMessage: 'wants to follow you' },
  mentioned: { id: 'notifications.mentioned_you', defaultMessage: 'mentioned you' },
  posted: { id: 'notifications.posted', defaultMessage: 'posted' },
  edited: { id: 'notifications.edited', defaultMessage: 'edited a status' },
  pollEnded: { id: 'notifications.poll_ended', defaultMessage: 'poll has ended' },
  migrated: { id: 'notifications.migrated_to', defaultMessage: 'migrated to {name}' },
  reacted: { id: 'notifications.reacted_with', defaultMessage: 'reacted with {emoji}' },
  reported: { id: 'notifications.reported', defaultMessage: 'sent a report' },
  signedUp: { id: 'notifications.signed_up', defaultMessage: 'signed up' },
  accept: { id: 'follow_request.accept', defaultMessage: 'Accept' },
  reject: { id: 'follow_request.reject', defaultMessage: 'Reject' },
  acceptConfirm: {
    id: 'follow_request.accept_confirm',
    defaultMessage: 'Accept the follow request of {user}?',
  },
  rejectConfirm: {
    id: 'follow_request.reject_confirm',
    defaultMessage: 'Reject the follow request of {user}?',
  },
  dismiss: { id: 'notifications.dismiss', defaultMessage: 'Dismiss' },
  loadOlder: { id: 'notifications.load_older', defaultMessage: 'Load older notifications' },
  noMore: { id: 'notifications.no_more_notifications', defaultMessage: 'No more notifications' },
  none: { id: 'notifications.empty', defaultMessage: 'No notifications yet.' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  error: { id: 'notifications.error', defaultMessage: 'Error fetching notifications: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  mutedUser: { id: 'notifications.muted_user', defaultMessage: 'From a muted user' },
  showMuted: { id: 'notifications.show_muted', defaultMessage: 'Show' },
  actionError: { id: 'notifications.action_error', defaultMessage: 'Error: {error}' },
});

/** Plain descriptors: several texts take values, which the untyped form lets through. */
export const notificationMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
