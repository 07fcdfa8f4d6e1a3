import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  picker: { id: 'emoji.picker', defaultMessage: 'Emoji' },
  search: { id: 'emoji.search', defaultMessage: 'Search emoji' },
  loading: { id: 'emoji.loading', defaultMessage: 'Loading emoji…' },
  noMatch: { id: 'emoji.no_match', defaultMessage: 'No emoji match “{query}”.' },
  none: { id: 'emoji.none', defaultMessage: 'This server offers no emoji to pick.' },
  recent: { id: 'emoji.recent', defaultMessage: 'Recently used' },
  unicode: { id: 'emoji.unicode', defaultMessage: 'Unicode' },
  insert: { id: 'emoji.insert', defaultMessage: 'Insert emoji' },
  addReaction: { id: 'emoji.add_reaction', defaultMessage: 'Add reaction' },
  close: { id: 'emoji.close', defaultMessage: 'Close the emoji picker' },
  count: {
    id: 'emoji.count',
    defaultMessage: '{count, plural, one {# emoji} other {# emoji}}',
  },
});

export const emojiMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
