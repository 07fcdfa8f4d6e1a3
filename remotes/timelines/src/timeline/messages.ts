import { defineMessages, type NoMessageValues } from 'react-intl';

/** Every text the timeline screen shows. Ids follow the spec's keys. */
export const timelineMessages = defineMessages<{
  loadOlder: NoMessageValues;
  noMoreStatuses: NoMessageValues;
  noStatuses: NoMessageValues;
  error: { error: string };
  showNew: { count: number };
  reload: NoMessageValues;
  upToDate: NoMessageValues;
  loading: NoMessageValues;
  retry: NoMessageValues;
  switchTimeline: NoMessageValues;
  notOffered: NoMessageValues;
  signInRequired: NoMessageValues;
  noDirectMessages: NoMessageValues;
  signIn: NoMessageValues;
  register: NoMessageValues;
}>({
  loadOlder: { id: 'timeline.load_older', defaultMessage: 'Load older statuses' },
  noMoreStatuses: { id: 'timeline.no_more_statuses', defaultMessage: 'No more statuses' },
  noStatuses: { id: 'timeline.no_statuses', defaultMessage: 'No statuses' },
  error: { id: 'timeline.error', defaultMessage: 'Error fetching timeline: {error}' },
  showNew: { id: 'timeline.show_new', defaultMessage: 'Show new ({count})' },
  reload: { id: 'timeline.reload', defaultMessage: 'Reload' },
  upToDate: { id: 'timeline.up_to_date', defaultMessage: 'Up-to-date' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  switchTimeline: { id: 'timeline.switch', defaultMessage: 'Switch timeline' },
  notOffered: {
    id: 'timeline.not_offered',
    defaultMessage: 'This server does not offer this timeline. Pick another one from the menu.',
  },
  signInRequired: {
    id: 'timeline.sign_in_required',
    defaultMessage: 'This server shows its posts to signed-in users only. Log in to read them.',
  },
  noDirectMessages: {
    id: 'timeline.no_direct_messages',
    defaultMessage: 'This server does not offer direct messages.',
  },
  signIn: { id: 'login.login', defaultMessage: 'Log in' },
  register: { id: 'login.register', defaultMessage: 'Register' },
});

/** The names of the timelines, as the navigation names them (a tag's name is '#' plus the tag). */
export const timelineNames = defineMessages<{
  friends: NoMessageValues;
  public: NoMessageValues;
  publicAndExternal: NoMessageValues;
  bubble: NoMessageValues;
  bookmarks: NoMessageValues;
  dms: NoMessageValues;
  favorites: NoMessageValues;
  list: NoMessageValues;
  user: NoMessageValues;
  media: NoMessageValues;
  mentions: NoMessageValues;
  replies: NoMessageValues;
  tag: { tag: string };
}>({
  friends: { id: 'nav.timeline', defaultMessage: 'Home' },
  public: { id: 'nav.public_tl', defaultMessage: 'Local timeline' },
  publicAndExternal: { id: 'nav.twkn', defaultMessage: 'Whole known network' },
  bubble: { id: 'nav.bubble', defaultMessage: 'Bubble timeline' },
  bookmarks: { id: 'nav.bookmarks', defaultMessage: 'Bookmarks' },
  dms: { id: 'nav.dms', defaultMessage: 'Direct messages' },
  favorites: { id: 'nav.favorites', defaultMessage: 'Favorites' },
  list: { id: 'nav.lists', defaultMessage: 'Lists' },
  user: { id: 'nav.user_timeline', defaultMessage: 'User timeline' },
  media: { id: 'user_card.media', defaultMessage: 'Media' },
  mentions: { id: 'nav.mentions', defaultMessage: 'Mentions' },
  replies: { id: 'user_card.replies', defaultMessage: 'With replies' },
  tag: { id: 'nav.tag', defaultMessage: '#{tag}' },
});

/** The follow button of a tag timeline. */
export const tagMessages = defineMessages({
  follow: { id: 'timeline.follow_tag', defaultMessage: 'Follow hashtag' },
  unfollow: { id: 'timeline.unfollow_tag', defaultMessage: 'Unfollow hashtag' },
});

/** The quick-settings popover of the timeline header (spec 2 section 2). */
export const quickSettingsMessages = defineMessages({
  title: { id: 'nav.filter', defaultMessage: 'Quick settings' },
  replyVisibility: { id: 'settings.replies_in_timeline', defaultMessage: 'Replies in timeline' },
  replies_all: { id: 'settings.reply_visibility_all', defaultMessage: 'Show all replies' },
  replies_following: {
    id: 'settings.reply_visibility_following_short',
    defaultMessage: 'Show replies to my follows',
  },
  replies_self: { id: 'settings.reply_visibility_self_short', defaultMessage: 'Show replies to self only' },
  muteBots: { id: 'settings.mute_bot_posts', defaultMessage: 'Mute bot posts' },
  hideMedia: { id: 'settings.hide_media_previews', defaultMessage: 'Hide media previews' },
  hideMuted: { id: 'settings.hide_all_muted_posts', defaultMessage: 'Hide muted posts' },
  wordFilters: { id: 'settings.word_filter_and_more', defaultMessage: 'Word filter and more…' },
  moreSettings: { id: 'settings.more_settings', defaultMessage: 'More settings' },
});
