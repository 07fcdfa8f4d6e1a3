// Murmur's service worker, served as /sw-pleroma.js (spec 1 section 7). Built on its own by
// build/service-worker.mjs: no federation runtime, no React, only what it imports here.
import { installPush } from './push';
import type { WorkerScope } from './worker-scope';

const scope = self as unknown as WorkerScope;

scope.addEventListener('install', (event) => {
  event.waitUntil(scope.skipWaiting());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(scope.clients.claim());
});

installPush(scope);
