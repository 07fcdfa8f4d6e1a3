export * from './core';
export { parseRemotesManifest, remotesManifestSchema } from './remotes-manifest';
