import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  packageDir,
  name: 'timelines',
  exposes: {
    './TimelinePage': './src/expose/timeline-page.tsx',
    './ConversationPage': './src/expose/conversation-page.tsx',
    './NotificationsPanel': './src/expose/notifications-panel.tsx',
    './AnnouncementsPage': './src/expose/announcements-page.tsx',
    './InteractionsPage': './src/expose/interactions-page.tsx',
  },
});
