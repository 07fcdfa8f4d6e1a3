import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  heading: NoMessageValues;
  postHeader: NoMessageValues;
  content: NoMessageValues;
  placeholder: NoMessageValues;
  post: NoMessageValues;
  posting: NoMessageValues;
  postError: { error: string };
  editError: { error: string };
  deleteError: { error: string };
  closeError: NoMessageValues;
  startTime: NoMessageValues;
  endTime: NoMessageValues;
  allDay: NoMessageValues;
  edit: NoMessageValues;
  submitEdit: NoMessageValues;
  cancelEdit: NoMessageValues;
  delete: NoMessageValues;
  confirmDelete: NoMessageValues;
  yesDelete: NoMessageValues;
  emptyContent: NoMessageValues;
  endBeforeStart: NoMessageValues;
  loading: NoMessageValues;
  published: { time: string };
  startsAt: { time: string };
  endsAt: { time: string };
  none: NoMessageValues;
  loadError: { error: string };
  retry: NoMessageValues;
  actions: NoMessageValues;
}>({
  heading: { id: 'announcements.page_header', defaultMessage: 'Announcements' },
  postHeader: { id: 'announcements.post_form_header', defaultMessage: 'Post announcement' },
  content: { id: 'announcements.content_label', defaultMessage: 'Announcement text' },
  placeholder: {
    id: 'announcements.post_placeholder',
    defaultMessage: 'Type your announcement content here...',
  },
  post: { id: 'announcements.post_action', defaultMessage: 'Post' },
  posting: { id: 'announcements.posting', defaultMessage: 'Posting…' },
  postError: { id: 'announcements.post_error', defaultMessage: 'Error: {error}' },
  editError: { id: 'announcements.edit_error', defaultMessage: 'Could not save the changes: {error}' },
  deleteError: { id: 'announcements.delete_error', defaultMessage: 'Could not delete: {error}' },
  closeError: { id: 'announcements.close_error', defaultMessage: 'Close' },
  startTime: { id: 'announcements.start_time_prompt', defaultMessage: 'Start time:' },
  endTime: { id: 'announcements.end_time_prompt', defaultMessage: 'End time:' },
  allDay: { id: 'announcements.all_day_prompt', defaultMessage: 'This is an all-day event' },
  edit: { id: 'announcements.edit_action', defaultMessage: 'Edit' },
  submitEdit: { id: 'announcements.submit_edit_action', defaultMessage: 'Submit' },
  cancelEdit: { id: 'announcements.cancel_edit_action', defaultMessage: 'Cancel' },
  delete: { id: 'announcements.delete_action', defaultMessage: 'Delete' },
  confirmDelete: { id: 'announcements.confirm_delete', defaultMessage: 'Delete this announcement?' },
  yesDelete: { id: 'announcements.yes_delete', defaultMessage: 'Yes, delete' },
  emptyContent: { id: 'announcements.empty_content', defaultMessage: 'Write the announcement first.' },
  endBeforeStart: {
    id: 'announcements.end_before_start',
    defaultMessage: 'The end time must come after the start time.',
  },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  published: { id: 'announcements.published_time_display', defaultMessage: 'Published at {time}' },
  startsAt: { id: 'announcements.start_time_display', defaultMessage: 'Starts at {time}' },
  endsAt: { id: 'announcements.end_time_display', defaultMessage: 'Ends at {time}' },
  none: { id: 'announcements.empty', defaultMessage: 'No announcements yet. Post the first one above.' },
  loadError: { id: 'announcements.load_error', defaultMessage: 'Could not load the announcements: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  actions: { id: 'announcements.admin_actions', defaultMessage: 'Announcement actions' },
});
