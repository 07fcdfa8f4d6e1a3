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
  categories: { id: 'emoji.categories', defaultMessage: 'Emoji categories' },
  pack: { id: 'emoji.pack', defaultMessage: '{pack} (custom emoji)' },
  skinTone: { id: 'emoji.skin_tone', defaultMessage: 'Skin tone' },
  skinToneCurrent: { id: 'emoji.skin_tone.current', defaultMessage: 'Skin tone: {tone}' },
  tone0: { id: 'emoji.skin_tone.default', defaultMessage: 'Default' },
  tone1: { id: 'emoji.skin_tone.light', defaultMessage: 'Light' },
  tone2: { id: 'emoji.skin_tone.medium_light', defaultMessage: 'Medium-light' },
  tone3: { id: 'emoji.skin_tone.medium', defaultMessage: 'Medium' },
  tone4: { id: 'emoji.skin_tone.medium_dark', defaultMessage: 'Medium-dark' },
  tone5: { id: 'emoji.skin_tone.dark', defaultMessage: 'Dark' },
  count: {
    id: 'emoji.count',
    defaultMessage: '{count, plural, one {# emoji} other {# emoji}}',
  },
});

export const emojiMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
