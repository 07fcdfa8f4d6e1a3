import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  lists: { id: 'nav.lists', defaultMessage: 'Lists' },
  newTitle: { id: 'lists.new_title', defaultMessage: 'Title of a new list' },
  create: { id: 'lists.create', defaultMessage: 'Create' },
  edit: { id: 'lists.edit', defaultMessage: 'Edit list' },
  editNamed: { id: 'lists.edit_named', defaultMessage: 'Edit the list {title}' },
  title: { id: 'lists.title', defaultMessage: 'List title' },
  save: { id: 'lists.save', defaultMessage: 'Save changes' },
  saved: { id: 'lists.saved', defaultMessage: 'Saved' },
  delete: { id: 'lists.delete', defaultMessage: 'Delete list' },
  deleteConfirm: { id: 'lists.delete_confirm', defaultMessage: 'Delete the list “{title}”?' },
  members: { id: 'lists.members', defaultMessage: 'Members' },
  noMembers: { id: 'lists.no_members', defaultMessage: 'Nobody is on this list yet.' },
  addMembers: { id: 'lists.add_members', defaultMessage: 'Add people you follow' },
  searchFollowed: { id: 'lists.search', defaultMessage: 'Search people you follow' },
  addNamed: { id: 'lists.add_to_list', defaultMessage: 'Add @{acct}' },
  removeNamed: { id: 'lists.remove_from_list', defaultMessage: 'Remove @{acct}' },
  openTimeline: { id: 'lists.open_timeline', defaultMessage: 'Read this list’s timeline' },
  empty: { id: 'lists.empty', defaultMessage: 'No lists yet: give one a title above.' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  error: { id: 'lists.error', defaultMessage: 'Error: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});

/** Plain descriptors: several texts take values, which the untyped form lets through. */
export const listMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
