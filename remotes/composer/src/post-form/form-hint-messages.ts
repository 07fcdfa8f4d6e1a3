import { defineMessages, type NoMessageValues } from 'react-intl';

/** What the post form tells about itself: the keys that post, the post being quoted. */
export const formHintMessages = defineMessages<{
  ctrlEnter: NoMessageValues;
  enter: NoMessageValues;
  quoting: NoMessageValues;
}>({
  ctrlEnter: { id: 'post_status.hint_ctrl_enter', defaultMessage: 'Ctrl+Enter posts' },
  enter: { id: 'post_status.hint_enter', defaultMessage: 'Enter posts, Shift+Enter starts a new line' },
  quoting: { id: 'post_status.quoting', defaultMessage: 'Quoting' },
});
