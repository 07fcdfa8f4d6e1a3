import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  packageDir,
  name: 'composer',
  exposes: {
    './Status': './src/expose/status.tsx',
    './PostForm': './src/expose/post-form.tsx',
    './PostFormModal': './src/expose/post-form-modal.tsx',
    './MediaViewer': './src/expose/media-viewer.tsx',
  },
});
