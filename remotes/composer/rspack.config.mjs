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

// emojibase-data cut to what the picker reads, one chunk per group (build/emoji-data-loader.cjs).
const emojiData = {
  test: /emojibase-data[\\/][a-z-]+[\\/]compact\.json$/,
  resourceQuery: /picker-group/,
  type: 'javascript/auto',
  loader: path.join(packageDir, 'build/emoji-data-loader.cjs'),
};

const withEmojiData = (config) => ({
  ...config,
  module: { ...config.module, rules: [emojiData, ...config.module.rules] },
});

export default (env, argv) => [{ ...withEmojiData(remote(env, argv)), name: 'remote' }, workers(env, argv)];
