import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEarlyEntryConfig } from '@murmur/remote-kit/early-entry';
import { createFederatedConfig, createWorkerConfig } from '@murmur/remote-kit/federation';
import { createServiceWorkerConfig } from '../build/service-worker.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The shell exposes nothing: it is the host. Remotes are registered at run time from
// /static/remotes.json, so no remote address is compiled in here.
const shell = createFederatedConfig({ packageDir, name: 'shell', host: true });

// The early entry (src/boot.ts), built first: index.html names its file.
const early = createEarlyEntryConfig({ packageDir, source: './src/boot.ts' });

// The service worker (/sw-pleroma.js), built after the shell, whose clean empties dist/ first.
const worker = createServiceWorkerConfig({ packageDir, source: './src/service-worker/sw.ts' });

// The reader of large answers (shared/src/api/read-body.ts), built after the shell as well.
const workers = createWorkerConfig({
  packageDir,
  workers: { 'json-reader': '../shared/src/api/json-reader.worker.ts' },
  dependsOn: 'shell',
});

export default (env, argv) => [early(env, argv), shell(env, argv), worker(env, argv), workers(env, argv)];
