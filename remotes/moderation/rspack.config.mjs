import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  packageDir,
  name: 'moderation',
  exposes: {
    './ModerationModal': './src/expose/moderation-modal.tsx',
    './ReportDialog': './src/expose/report-dialog.tsx',
    './UserModerationMenu': './src/expose/user-moderation-menu.tsx',
    './AnnouncementAdmin': './src/expose/announcement-admin.tsx',
  },
});
