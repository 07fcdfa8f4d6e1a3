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
  tag: { id: 'nav.tag', defaultMessage: '#{tag}' },
});

/** The follow button of a tag timeline. */
export const tagMessages = defineMessages({
  follow: { id: 'timeline.follow_tag', defaultMessage: 'Follow hashtag' },
  unfollow: { id: 'timeline.unfollow_tag', defaultMessage: 'Unfollow hashtag' },
});
