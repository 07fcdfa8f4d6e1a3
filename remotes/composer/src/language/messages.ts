import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  language: { id: 'post_status.language', defaultMessage: 'Post language' },
  // The button's name says 'Language', not 'Post language': a button named 'Post…' would be
  // taken for the Post button by anyone finding buttons by the start of their name.
  current: { id: 'post_status.language.current', defaultMessage: 'Language: {language}, {code}' },
  choose: { id: 'post_status.language.choose', defaultMessage: 'Choose a language' },
  search: { id: 'post_status.language.search', defaultMessage: 'Search languages' },
  list: { id: 'post_status.language.list', defaultMessage: 'Languages' },
  noMatch: { id: 'post_status.language.no_match', defaultMessage: 'No language matches “{query}”.' },
  onPost: { id: 'status.language', defaultMessage: 'Written in {language}' },
});

export const languageMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
