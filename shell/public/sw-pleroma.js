// Murmur's service worker. It exists so that the browser can deliver web push notifications
// later; it caches nothing, so the client and the server's answers are never served stale.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
