import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  language: { id: 'post_status.language', defaultMessage: 'Post language' },
  current: { id: 'post_status.language.current', defaultMessage: 'Post language: {language} ({code})' },
  search: { id: 'post_status.language.search', defaultMessage: 'Search languages' },
  list: { id: 'post_status.language.list', defaultMessage: 'Languages' },
  noMatch: { id: 'post_status.language.no_match', defaultMessage: 'No language matches “{query}”.' },
  onPost: { id: 'status.language', defaultMessage: 'Written in {language}' },
});

export const languageMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
