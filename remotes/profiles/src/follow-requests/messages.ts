import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'nav.friend_requests', defaultMessage: 'Follow requests' },
  approve: { id: 'user_card.approve', defaultMessage: 'Approve' },
  deny: { id: 'user_card.deny', defaultMessage: 'Deny' },
  approveConfirmTitle: { id: 'user_card.approve_confirm_title', defaultMessage: 'Approve follow request' },
  approveConfirm: {
    id: 'user_card.approve_confirm',
    defaultMessage: 'Are you sure you want to approve {user}’s follow request?',
  },
  denyConfirmTitle: { id: 'user_card.deny_confirm_title', defaultMessage: 'Deny follow request' },
  denyConfirm: {
    id: 'user_card.deny_confirm',
    defaultMessage: 'Are you sure you want to deny {user}’s follow request?',
  },
  empty: { id: 'follow_requests.empty', defaultMessage: 'No one is waiting for your answer.' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  loadMore: { id: 'follow_requests.load_more', defaultMessage: 'Load more' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
  failed: {
    id: 'follow_requests.failed',
    defaultMessage: 'The follow requests could not be loaded: {error}',
  },
});

export const followRequestMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
