import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  packageDir,
  name: 'settings',
  // settings/theme: applies a theme's CSS variables (a function module, not a component).
  exposes: {
    './theme': './src/theme/apply-theme.ts',
    './SettingsModal': './src/expose/settings-modal.tsx',
  },
});
