// @murmur/shared/core: the platform contract without the schema library (decision 0303). The
// same store, bus, session and client as @murmur/shared (one copy in the page: the whole contract
// re-exports these modules), less the entity schemas, the schema-backed `parse…` readers and web
// push; a module on a first screen imports from here, so that a start loads none of those.
// Replies are read with the `parse…Async` readers; `loadSchemas()` loads the schemas when needed.

export * from './api';
export * from './bus';
export * from './constants';
export * from './contracts';
export * from './entities/core';
export * from './html';
export * from './i18n';
export * from './offline';
export * from './pictures';
export * from './preferences';
export * from './routes';
export * from './session';
export * from './slots/core';
export * from './store';
export * from './timelines';
