// @murmur/shared: the platform contract. Every part imports from here, never from another part.
export * from './contracts';
export * from './routes';
export * from './slots';
export * from './api';
export * from './entities';
export * from './store';
export * from './bus';
export * from './session';
export * from './constants';
export * from './html';
