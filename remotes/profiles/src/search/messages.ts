import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'nav.search', defaultMessage: 'Search' },
  terms: { id: 'search.query', defaultMessage: 'Search for' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Words, @people, #hashtags or an address' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  statuses: { id: 'user_card.statuses', defaultMessage: 'Posts' },
  people: { id: 'search.people', defaultMessage: 'People' },
  hashtags: { id: 'search.hashtags', defaultMessage: 'Hashtags' },
  noResults: { id: 'search.no_results', defaultMessage: 'No results' },
  peopleTalking: {
    id: 'search.person_talking',
    defaultMessage: '{count, plural, one {# person is talking} other {# people are talking}}',
  },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  error: { id: 'search.error', defaultMessage: 'Error searching: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});

/** Plain descriptors: several texts take values, which the untyped form lets through. */
export const searchMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
