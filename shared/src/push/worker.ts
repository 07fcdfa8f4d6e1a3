// What the service worker imports from shared: the push texts and the worker's settings, and
// nothing that pulls in React, the API client or the store.
export * from './push-notification';
export * from './push-settings';
