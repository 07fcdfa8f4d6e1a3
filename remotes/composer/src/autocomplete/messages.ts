import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  suggestions: { id: 'autocomplete.suggestions', defaultMessage: 'Suggestions' },
  count: {
    id: 'autocomplete.count',
    defaultMessage:
      '{count, plural, one {# suggestion, up and down arrows to choose, Enter or Tab to take} other {# suggestions, up and down arrows to choose, Enter or Tab to take}}',
  },
});

export const autocompleteMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
