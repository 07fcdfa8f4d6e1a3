import { defineRemote } from '@murmur/remote-kit';

// The container's name is the operator's own; remotes.json registers it under that name and points
// the moderation slots at its modules.
export default defineRemote({
  packageDir: import.meta.dirname,
  name: 'acme_moderation',
  exposes: {
    './ModerationModal': './src/moderation-modal.tsx',
    './ReportDialog': './src/report-dialog.tsx',
  },
});
