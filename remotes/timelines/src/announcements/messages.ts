import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'announcements.page_header', defaultMessage: 'Announcements' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  error: { id: 'announcements.error', defaultMessage: 'Error fetching announcements: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  empty: { id: 'announcements.empty', defaultMessage: 'No announcements right now.' },
  starts: { id: 'announcements.start_time_display', defaultMessage: 'Starts at {time}' },
  ends: { id: 'announcements.end_time_display', defaultMessage: 'Ends at {time}' },
  inactive: { id: 'announcements.inactive', defaultMessage: '(not running now)' },
  markRead: { id: 'announcements.mark_as_read_action', defaultMessage: 'Mark as read' },
  read: { id: 'announcements.read', defaultMessage: 'Read' },
  actionError: { id: 'announcements.action_error', defaultMessage: 'Error: {error}' },
  reactions: { id: 'announcements.reactions', defaultMessage: 'Reactions' },
  reaction: {
    id: 'announcements.reaction',
    defaultMessage: '{emoji}: {count, plural, one {# reaction} other {# reactions}}',
  },
});

/** Plain descriptors: several texts take values, which the untyped form lets through. */
export const announcementMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
