import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  heading: NoMessageValues;
  showClosed: NoMessageValues;
  refresh: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  loading: NoMessageValues;
  loadError: { error: string };
  retry: NoMessageValues;
  selected: { count: number };
  select: { acct: string };
  reportOn: { acct: string };
  reporter: { acct: string };
  stateOpen: NoMessageValues;
  stateResolved: NoMessageValues;
  stateClosed: NoMessageValues;
  resolve: NoMessageValues;
  close: NoMessageValues;
  reopen: NoMessageValues;
  noComment: NoMessageValues;
  comment: NoMessageValues;
  notes: NoMessageValues;
  addNote: NoMessageValues;
  notePlaceholder: NoMessageValues;
  deleteNote: NoMessageValues;
  deleteNoteConfirm: NoMessageValues;
  noteBy: { acct: string; time: string };
  statuses: NoMessageValues;
  noStatuses: NoMessageValues;
  visibility: NoMessageValues;
  sensitive: NoMessageValues;
  deletePost: NoMessageValues;
  confirmDeletePost: NoMessageValues;
  yesDelete: NoMessageValues;
  cancel: NoMessageValues;
  actionFailed: { error: string };
  public: NoMessageValues;
  unlisted: NoMessageValues;
  private: NoMessageValues;
  direct: NoMessageValues;
  unknownAccount: NoMessageValues;
}>({
  heading: { id: 'moderation.reports.heading', defaultMessage: 'Reports' },
  showClosed: { id: 'moderation.reports.show_closed', defaultMessage: 'Show closed reports' },
  refresh: { id: 'moderation.reports.refresh', defaultMessage: 'Refresh' },
  empty: { id: 'moderation.reports.no_reports', defaultMessage: 'No reports to handle.' },
  emptyHint: {
    id: 'moderation.reports.no_reports_hint',
    defaultMessage: 'Closed reports are hidden; choose “Show closed reports” to see them.',
  },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  loadError: { id: 'moderation.reports.load_error', defaultMessage: 'Could not load the reports: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  selected: {
    id: 'moderation.reports.selected',
    defaultMessage: '{count, plural, one {# report selected} other {# reports selected}}',
  },
  select: { id: 'moderation.reports.select', defaultMessage: 'Select the report on {acct}' },
  reportOn: { id: 'moderation.reports.report_on', defaultMessage: 'Report on {acct}' },
  reporter: { id: 'moderation.reports.reporter', defaultMessage: 'Reported by {acct}' },
  stateOpen: { id: 'moderation.reports.state_open', defaultMessage: 'Open' },
  stateResolved: { id: 'moderation.reports.state_resolved', defaultMessage: 'Resolved' },
  stateClosed: { id: 'moderation.reports.state_closed', defaultMessage: 'Closed' },
  resolve: { id: 'moderation.reports.resolve', defaultMessage: 'Resolve' },
  close: { id: 'moderation.reports.close', defaultMessage: 'Close' },
  reopen: { id: 'moderation.reports.reopen', defaultMessage: 'Reopen' },
  noComment: { id: 'moderation.reports.no_comment', defaultMessage: 'No comment given.' },
  comment: { id: 'moderation.reports.comment', defaultMessage: 'Comment' },
  notes: { id: 'moderation.reports.notes', defaultMessage: 'Notes' },
  addNote: { id: 'moderation.reports.add_note', defaultMessage: 'Add note' },
  notePlaceholder: { id: 'moderation.reports.note_label', defaultMessage: 'New note' },
  deleteNote: { id: 'moderation.reports.delete_note', defaultMessage: 'Delete note' },
  deleteNoteConfirm: {
    id: 'moderation.reports.delete_note_confirm',
    defaultMessage: 'Delete this note? It cannot be brought back.',
  },
  noteBy: { id: 'moderation.reports.note_by', defaultMessage: '{acct}, {time}' },
  statuses: { id: 'moderation.reports.statuses', defaultMessage: 'Reported posts' },
  noStatuses: { id: 'moderation.reports.no_statuses', defaultMessage: 'No posts were attached.' },
  visibility: { id: 'moderation.reports.visibility', defaultMessage: 'Visibility' },
  sensitive: { id: 'moderation.reports.sensitive', defaultMessage: 'Sensitive' },
  deletePost: { id: 'moderation.reports.delete_post', defaultMessage: 'Delete post' },
  confirmDeletePost: {
    id: 'moderation.reports.confirm_delete_post',
    defaultMessage: 'Delete this post for everyone?',
  },
  yesDelete: { id: 'moderation.reports.yes_delete', defaultMessage: 'Yes, delete' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
  actionFailed: { id: 'moderation.action_failed', defaultMessage: 'The server refused: {error}' },
  public: { id: 'post_status.scope.public', defaultMessage: 'Public' },
  unlisted: { id: 'post_status.scope.unlisted', defaultMessage: 'Unlisted' },
  private: { id: 'post_status.scope.private', defaultMessage: 'Followers-only' },
  direct: { id: 'post_status.scope.direct', defaultMessage: 'Direct' },
  unknownAccount: { id: 'moderation.reports.unknown_account', defaultMessage: 'an unknown account' },
});
