import { defineMessages } from 'react-intl';

/** Texts of mention links in server HTML (extracted into every part that shows posts). */
export const mentionMessages = defineMessages({
  you: { id: 'mention.you', defaultMessage: '(you)' },
});
