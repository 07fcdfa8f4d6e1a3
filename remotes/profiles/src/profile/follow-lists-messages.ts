import { defineMessages, type NoMessageValues } from 'react-intl';

/** The texts of a profile's followees and followers lists. */
export const followListMessages = defineMessages<{
  users: NoMessageValues;
  tags: NoMessageValues;
  subtabs: NoMessageValues;
  loadMore: NoMessageValues;
  noFollowees: NoMessageValues;
  noFollowers: NoMessageValues;
  noTags: NoMessageValues;
  failed: NoMessageValues;
  hidden: NoMessageValues;
}>({
  users: { id: 'user_card.followed_users', defaultMessage: 'Followed users' },
  tags: { id: 'user_card.followed_tags', defaultMessage: 'Followed hashtags' },
  subtabs: { id: 'user_card.followees_kinds', defaultMessage: 'What you follow' },
  loadMore: { id: 'user_profile.load_more', defaultMessage: 'Load more' },
  noFollowees: { id: 'user_card.follows_none', defaultMessage: 'Not following anyone yet.' },
  noFollowers: { id: 'user_card.followers_none', defaultMessage: 'No followers yet.' },
  noTags: { id: 'user_card.followed_tags_none', defaultMessage: 'No followed hashtags yet.' },
  failed: {
    id: 'user_profile.list_error',
    defaultMessage: 'This list could not be loaded. Try again.',
  },
  hidden: { id: 'user_card.hidden', defaultMessage: 'Hidden' },
});
