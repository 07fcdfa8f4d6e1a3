import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The container's name is the operator's own; remotes.json registers it under that name and points
// the moderation slots at its modules.
export default createFederatedConfig({
  packageDir,
  name: 'acme_moderation',
  exposes: {
    './ModerationModal': './src/moderation-modal.tsx',
    './ReportDialog': './src/report-dialog.tsx',
  },
});
