import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  search: NoMessageValues;
  searchButton: NoMessageValues;
  filter: NoMessageValues;
  all: NoMessageValues;
  needApproval: NoMessageValues;
  deactivated: NoMessageValues;
  local: NoMessageValues;
  external: NoMessageValues;
  activate: NoMessageValues;
  deactivate: NoMessageValues;
  deactivateConfirm: { acct: string };
  approve: NoMessageValues;
  badgeAdmin: NoMessageValues;
  badgeModerator: NoMessageValues;
  badgeDeactivated: NoMessageValues;
  badgePending: NoMessageValues;
  reason: { reason: string };
  empty: NoMessageValues;
  loading: NoMessageValues;
  loadError: { error: string };
  retry: NoMessageValues;
  count: { count: number };
  actionFailed: { error: string };
  userActions: { acct: string };
}>({
  search: { id: 'moderation.users.search', defaultMessage: 'Search users' },
  searchButton: { id: 'moderation.users.search_button', defaultMessage: 'Search' },
  filter: { id: 'moderation.users.filter', defaultMessage: 'Show' },
  all: { id: 'moderation.users.filter_all', defaultMessage: 'All users' },
  needApproval: { id: 'moderation.users.filter_need_approval', defaultMessage: 'Waiting for approval' },
  deactivated: { id: 'moderation.users.filter_deactivated', defaultMessage: 'Deactivated' },
  local: { id: 'moderation.users.filter_local', defaultMessage: 'Local' },
  external: { id: 'moderation.users.filter_external', defaultMessage: 'Remote' },
  activate: { id: 'user_card.admin_menu.activate_account', defaultMessage: 'Activate account' },
  deactivate: { id: 'user_card.admin_menu.deactivate_account', defaultMessage: 'Deactivate account' },
  deactivateConfirm: {
    id: 'moderation.users.deactivate_confirm',
    defaultMessage: '{acct} can no longer sign in until the account is activated again. Deactivate it?',
  },
  approve: { id: 'moderation.users.approve', defaultMessage: 'Approve registration' },
  badgeAdmin: { id: 'user_card.admin', defaultMessage: 'Admin' },
  badgeModerator: { id: 'user_card.moderator', defaultMessage: 'Moderator' },
  badgeDeactivated: { id: 'user_card.deactivated', defaultMessage: 'Deactivated' },
  badgePending: { id: 'moderation.users.pending', defaultMessage: 'Pending approval' },
  reason: { id: 'moderation.users.reason', defaultMessage: 'Reason given: {reason}' },
  empty: { id: 'moderation.users.empty', defaultMessage: 'No user matches. Try another name or filter.' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  loadError: { id: 'moderation.users.load_error', defaultMessage: 'Could not load the users: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  count: { id: 'moderation.users.count', defaultMessage: '{count, plural, one {# user} other {# users}}' },
  actionFailed: { id: 'moderation.action_failed', defaultMessage: 'The server refused: {error}' },
  userActions: { id: 'moderation.users.actions', defaultMessage: 'Actions for {acct}' },
});
