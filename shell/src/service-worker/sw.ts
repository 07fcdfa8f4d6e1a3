// Murmur's service worker, served as /sw-pleroma.js (spec 1 section 7). Built on its own by
// build/service-worker.mjs: no federation runtime, no React, only what it imports here.
import { dropOldCaches, installOfflineFiles } from './offline-files';
import { installPush } from './push';
import type { WorkerScope } from './worker-scope';

const scope = self as unknown as WorkerScope;

scope.addEventListener('install', (event) => {
  event.waitUntil(scope.skipWaiting());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([scope.clients.claim(), dropOldCaches(caches).catch(() => undefined)]));
});

installPush(scope);
// Reading offline: the deployed files and the start-up answers (decision 0121).
installOfflineFiles(scope, { caches, fetch: (request) => fetch(request) });
