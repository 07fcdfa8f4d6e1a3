import { defineRemote } from '@murmur/remote-kit';

export default defineRemote({
  packageDir: import.meta.dirname,
  name: 'moderation',
  exposes: {
    './ModerationModal': './src/expose/moderation-modal.tsx',
    './ReportDialog': './src/expose/report-dialog.tsx',
    './UserModerationMenu': './src/expose/user-moderation-menu.tsx',
    './AnnouncementAdmin': './src/expose/announcement-admin.tsx',
  },
});
