import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  packageDir,
  name: 'acme_theme',
  exposes: { './theme': './src/theme.ts' },
});
