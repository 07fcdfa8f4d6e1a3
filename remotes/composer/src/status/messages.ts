import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Every text of post display (spec 3 sections 2-4). Ids follow Akkoma-FE's keys where it has one. */
export const statusMessages = defineMessages<{
  statusUnavailable: NoMessageValues;
  /** `name` is a rich value (a link): MessageValue lets a React node through. */
  repeated: { name: MessageValue };
  pinned: NoMessageValues;
  replyTo: NoMessageValues;
  replyToUnknown: NoMessageValues;
  showContent: NoMessageValues;
  hideContent: NoMessageValues;
  showFullSubject: NoMessageValues;
  hideFullSubject: NoMessageValues;
  replies: { count: number };
  repeats: { count: number };
  favorites: { count: number };
  actions: NoMessageValues;
  filtered: { words: string };
  showMore: NoMessageValues;
  showLess: NoMessageValues;
  edited: { time: string };
  deleted: NoMessageValues;
  editedLabel: NoMessageValues;
  editedShowHistory: { time: string };
}>({
  statusUnavailable: { id: 'status.status_unavailable', defaultMessage: 'Status unavailable' },
  repeated: { id: 'status.repeated', defaultMessage: '{name} repeated' },
  pinned: { id: 'status.pinned', defaultMessage: 'Pinned' },
  replyTo: { id: 'status.reply_to', defaultMessage: 'Reply to' },
  replyToUnknown: { id: 'status.reply_to_unknown', defaultMessage: 'Reply to a post' },
  showContent: { id: 'status.show_content', defaultMessage: 'Show content' },
  hideContent: { id: 'status.hide_content', defaultMessage: 'Hide content' },
  showFullSubject: { id: 'status.show_full_subject', defaultMessage: 'Show whole subject' },
  hideFullSubject: { id: 'status.hide_full_subject', defaultMessage: 'Hide whole subject' },
  replies: { id: 'status.replies_count', defaultMessage: '{count, plural, one {# reply} other {# replies}}' },
  repeats: {
    id: 'status.repeats_count',
    defaultMessage: '{count, plural, one {# repeat} other {# repeats}}',
  },
  favorites: {
    id: 'status.favorites_count',
    defaultMessage: '{count, plural, one {# favorite} other {# favorites}}',
  },
  actions: { id: 'status.actions', defaultMessage: 'Post statistics' },
  filtered: { id: 'status.muted_words', defaultMessage: 'Muted by the word filter: {words}' },
  showMore: { id: 'general.show_more', defaultMessage: 'Show more' },
  showLess: { id: 'general.show_less', defaultMessage: 'Show less' },
  edited: { id: 'status.edited', defaultMessage: 'Edited {time}' },
  deleted: { id: 'status.deleted', defaultMessage: 'This post was deleted.' },
  editedLabel: { id: 'status.edited_label', defaultMessage: 'Edited' },
  editedShowHistory: {
    id: 'status.edited_show_history',
    defaultMessage: 'Edited {time}: show the edit history',
  },
});

/** Time labels (spec 3 section 9: under 1 s reads 'now'). */
export const timeMessages = defineMessages<{ now: NoMessageValues }>({
  now: { id: 'time.now', defaultMessage: 'just now' },
});
