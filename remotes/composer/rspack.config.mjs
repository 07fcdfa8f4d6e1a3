import path from 'node:path';
import { defineRemote } from '@murmur/remote-kit';

const packageDir = import.meta.dirname;

export default defineRemote({
  packageDir,
  name: 'composer',
  exposes: {
    './Status': './src/expose/status.tsx',
    './PostForm': './src/expose/post-form.tsx',
    './PostFormModal': './src/expose/post-form-modal.tsx',
    './MediaViewer': './src/expose/media-viewer.tsx',
  },
  // Blurhash placeholders are decoded and painted off the main thread (attachments/blurhash-worker.ts).
  workers: { 'blurhash-worker': './src/attachments/blurhash-worker.ts' },
  rules: [
    // emojibase-data cut to what the picker reads, one chunk per group (build/emoji-data-loader.cjs).
    {
      test: /emojibase-data[\\/][a-z-]+[\\/]compact\.json$/,
      resourceQuery: /picker-group/,
      type: 'javascript/auto',
      loader: path.join(packageDir, 'build/emoji-data-loader.cjs'),
    },
  ],
});
