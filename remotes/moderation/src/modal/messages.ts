import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  tabs: NoMessageValues;
  reports: NoMessageValues;
  users: NoMessageValues;
  announcements: NoMessageValues;
  staffOnly: NoMessageValues;
}>({
  tabs: { id: 'moderation.tabs', defaultMessage: 'Moderation sections' },
  reports: { id: 'moderation.tab.reports', defaultMessage: 'Reports' },
  users: { id: 'moderation.tab.users', defaultMessage: 'Users' },
  announcements: { id: 'moderation.tab.announcements', defaultMessage: 'Announcements' },
  staffOnly: {
    id: 'moderation.staff_only',
    defaultMessage: 'Only moderators and admins of this server can use the moderation tools.',
  },
});
