import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig, createWorkerConfig } from '../../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

const remote = createFederatedConfig({
  packageDir,
  name: 'composer',
  exposes: {
    './Status': './src/expose/status.tsx',
    './PostForm': './src/expose/post-form.tsx',
    './PostFormModal': './src/expose/post-form-modal.tsx',
    './MediaViewer': './src/expose/media-viewer.tsx',
  },
});

// Blurhash placeholders are decoded and painted off the main thread (attachments/blurhash-worker.ts).
const workers = createWorkerConfig({
  packageDir,
  workers: { 'blurhash-worker': './src/attachments/blurhash-worker.ts' },
});

export default (env, argv) => [{ ...remote(env, argv), name: 'remote' }, workers(env, argv)];
