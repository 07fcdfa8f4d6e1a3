import { defineMessages } from 'react-intl';

/** Texts with values. */
export const featureMessages = defineMessages<{
  textLimit: { limit: number };
  uploadLimit: { limit: string };
}>({
  textLimit: { id: 'features_panel.text_limit', defaultMessage: 'Text limit: {limit}' },
  uploadLimit: { id: 'features_panel.upload_limit', defaultMessage: 'Upload limit: {limit}' },
});

/** Texts of the frame, with Akkoma-FE's message ids where it has one. */
export const layoutMessages = defineMessages({
  skipToContent: { id: 'nav.skip_to_content', defaultMessage: 'Skip to content' },
  navigation: { id: 'nav.navigation', defaultMessage: 'Navigation' },
  shortcuts: { id: 'nav.shortcuts', defaultMessage: 'Shortcuts' },
  timelines: { id: 'nav.timelines', defaultMessage: 'Timelines' },
  homeTimeline: { id: 'nav.home_timeline', defaultMessage: 'Home timeline' },
  publicTl: { id: 'nav.public_tl', defaultMessage: 'Local timeline' },
  twkn: { id: 'nav.twkn', defaultMessage: 'Whole known network' },
  bubble: { id: 'nav.bubble', defaultMessage: 'Bubble timeline' },
  bookmarks: { id: 'nav.bookmarks', defaultMessage: 'Bookmarks' },
  dms: { id: 'nav.dms', defaultMessage: 'Direct messages' },
  lists: { id: 'nav.lists', defaultMessage: 'Lists' },
  interactions: { id: 'nav.interactions', defaultMessage: 'Interactions' },
  announcements: { id: 'nav.announcements', defaultMessage: 'Announcements' },
  friendRequests: { id: 'nav.friend_requests', defaultMessage: 'Follow requests' },
  about: { id: 'nav.about', defaultMessage: 'About' },
  search: { id: 'nav.search', defaultMessage: 'Search' },
  searchLabel: { id: 'nav.search_label', defaultMessage: 'Search terms' },
  searchOpen: { id: 'nav.search_open', defaultMessage: 'Open search' },
  searchClose: { id: 'nav.search_close', defaultMessage: 'Close search' },
  preferences: { id: 'nav.preferences', defaultMessage: 'Preferences' },
  adminInterface: { id: 'nav.administration', defaultMessage: 'Administration' },
  adminInterfaceNewTab: {
    id: 'nav.administration_new_tab',
    defaultMessage: 'Administration (opens in a new tab)',
  },
  menu: { id: 'nav.mobile_sidebar', defaultMessage: 'Menu' },
  closeMenu: { id: 'nav.mobile_sidebar_close', defaultMessage: 'Close menu' },
  notifications: { id: 'nav.notifications', defaultMessage: 'Notifications' },
  notificationsUnread: {
    id: 'nav.mobile_notifications',
    defaultMessage: 'Notifications (there are unread ones)',
  },
  closeNotifications: { id: 'nav.mobile_notifications_close', defaultMessage: 'Close notifications' },
  newPost: { id: 'post_status.new_status', defaultMessage: 'Post new status' },
  unreadCount: { id: 'nav.unread_count', defaultMessage: '{count, plural, one {# unread} other {# unread}}' },
  pendingCount: {
    id: 'nav.pending_count',
    defaultMessage: '{count, plural, one {# pending} other {# pending}}',
  },
  language: { id: 'settings.interfaceLanguage', defaultMessage: 'Interface language' },
  loginHint: { id: 'login.hint', defaultMessage: 'Log in to join the discussion' },
  features: { id: 'features_panel.title', defaultMessage: 'Features' },
  textLimit: { id: 'features_panel.text_limit', defaultMessage: 'Text limit: {limit}' },
  noTextLimit: { id: 'features_panel.no_text_limit', defaultMessage: 'Text limit: none' },
  uploadLimit: { id: 'features_panel.upload_limit', defaultMessage: 'Upload limit: {limit}' },
  instancePanel: { id: 'about.instance_panel', defaultMessage: 'About this instance' },
  whoToFollow: { id: 'who_to_follow.who_to_follow', defaultMessage: 'Who to follow' },
  whoToFollowMore: { id: 'who_to_follow.more', defaultMessage: 'More' },
  thirdColumn: { id: 'nav.third_column', defaultMessage: 'Notifications column' },
});
