import { defineMessages, type NoMessageValues } from 'react-intl';

/** Every text of the conversation view. Ids follow the spec's keys where it names them. */
export const conversationMessages = defineMessages<{
  title: NoMessageValues;
  linear: NoMessageValues;
  tree: NoMessageValues;
  display: NoMessageValues;
  dive: NoMessageValues;
  backToTop: NoMessageValues;
  diveUp: NoMessageValues;
  showReplies: { count: number };
  hideReplies: NoMessageValues;
  followWithReplies: { count: number };
  favouritedBy: { count: number };
  rebloggedBy: { count: number };
  reactions: NoMessageValues;
  reactionsOmitted: { count: number };
  error: { error: string };
  notFound: NoMessageValues;
  retry: NoMessageValues;
  loading: NoMessageValues;
  repliesTo: NoMessageValues;
}>({
  title: { id: 'timeline.conversation', defaultMessage: 'Conversation' },
  linear: { id: 'settings.conversation_display_linear', defaultMessage: 'Linear view' },
  tree: { id: 'settings.conversation_display_tree', defaultMessage: 'Tree view' },
  display: { id: 'settings.conversation_display', defaultMessage: 'Conversation display' },
  dive: { id: 'status.show_all_conversation_with_icon', defaultMessage: 'Dive into this thread' },
  backToTop: { id: 'status.show_all_conversation', defaultMessage: 'Back to the whole conversation' },
  diveUp: { id: 'status.ancestor_follow', defaultMessage: 'Go up one level' },
  showReplies: { id: 'status.thread_show', defaultMessage: 'Show replies ({count})' },
  hideReplies: { id: 'status.thread_hide', defaultMessage: 'Hide replies' },
  followWithReplies: {
    id: 'status.thread_follow_with_icon',
    defaultMessage: 'Follow with {count, plural, one {# more reply} other {# more replies}}',
  },
  favouritedBy: { id: 'status.favorited_by', defaultMessage: 'Favorited by ({count})' },
  rebloggedBy: { id: 'status.repeated_by', defaultMessage: 'Repeated by ({count})' },
  reactions: { id: 'status.reactions', defaultMessage: 'Reactions' },
  reactionsOmitted: {
    id: 'status.omitted_more',
    defaultMessage: '{count, plural, one {and # more, not shown} other {and # more, not shown}}',
  },
  error: { id: 'timeline.error_conversation', defaultMessage: 'Error fetching the conversation: {error}' },
  notFound: {
    id: 'timeline.status_not_found',
    defaultMessage: 'This status could not be found. It may have been deleted.',
  },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  repliesTo: { id: 'status.replies_list', defaultMessage: 'Replies' },
});
