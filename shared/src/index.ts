// @murmur/shared: the platform contract. Every part imports from here, never from another part.
export * from './contracts';
export * from './routes';
export * from './slots';
