// @murmur/shared: the platform contract. Every part imports from here, never from another part.

// First: configures the schema library before any schema is used.
import './entities/zod-config';

export * from './api';
export * from './bus';
export * from './constants';
export * from './contracts';
export * from './entities';
export * from './html';
export * from './i18n';
export * from './offline';
export * from './pictures';
export * from './preferences';
export * from './push';
export * from './routes';
export * from './session';
export * from './slots';
export * from './store';
export * from './timelines';
