import { defineMessages } from 'react-intl';

export const whoToFollowMessages = defineMessages({
  title: { id: 'who_to_follow.who_to_follow', defaultMessage: 'Who to follow' },
  more: { id: 'who_to_follow.more', defaultMessage: 'More' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  none: {
    id: 'who_to_follow.none',
    defaultMessage: 'No suggestions right now. Search for people or tags instead.',
  },
  failed: { id: 'who_to_follow.failed', defaultMessage: 'The suggestions could not be loaded.' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});
