import type { RouteName, SlotName } from '@murmur/shared/core';

/**
 * The remote screen each route shows, so start-up can fetch the route's remote while the instance
 * and its configuration load, instead of after them. Routes the shell draws itself are absent.
 */
export const ROUTE_SLOTS: Partial<Record<RouteName, SlotName>> = {
  root: 'timelines/TimelinePage',
  'public-external-timeline': 'timelines/TimelinePage',
  'public-timeline': 'timelines/TimelinePage',
  'bubble-timeline': 'timelines/TimelinePage',
  friends: 'timelines/TimelinePage',
  'tag-timeline': 'timelines/TimelinePage',
  bookmarks: 'timelines/TimelinePage',
  dms: 'timelines/TimelinePage',
  'list-timeline': 'timelines/TimelinePage',
  conversation: 'timelines/ConversationPage',
  notifications: 'timelines/NotificationsPanel',
  interactions: 'timelines/InteractionsPage',
  announcements: 'timelines/AnnouncementsPage',
  'remote-user-profile-acct': 'profiles/RemoteUserResolver',
  'remote-user-profile': 'profiles/RemoteUserResolver',
  'external-user-profile': 'profiles/ProfilePage',
  'user-profile': 'profiles/ProfilePage',
  'friend-requests': 'profiles/FollowRequestsPage',
  search: 'profiles/SearchPage',
  'who-to-follow': 'profiles/WhoToFollowPage',
  about: 'profiles/AboutPage',
  lists: 'profiles/ListsPage',
  'list-edit': 'profiles/ListEditPage',
};
