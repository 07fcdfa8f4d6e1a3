import { defineRemote } from '@murmur/remote-kit';

export default defineRemote({
  packageDir: import.meta.dirname,
  name: 'timelines',
  exposes: {
    './TimelinePage': './src/expose/timeline-page.tsx',
    './ConversationPage': './src/expose/conversation-page.tsx',
    './NotificationsPanel': './src/expose/notifications-panel.tsx',
    './AnnouncementsPage': './src/expose/announcements-page.tsx',
    './InteractionsPage': './src/expose/interactions-page.tsx',
  },
});
