// What a remote's container imports in place of @module-federation/webpack-bundler-runtime: the same
// shape as that package's default export, with fresh per-container objects, the remote's own
// @module-federation/runtime, and the stateless functions published by the shell
// (provide-bundler-functions.mjs). A remote already needs the shell's federation runtime core
// (externalRuntime), so it cannot be loaded by another host either way.
import * as runtime from '@module-federation/runtime';

const provided = globalThis.__MURMUR_FEDERATION_BUNDLER_FUNCTIONS__;
if (provided?.version !== 1) {
  throw new Error(
    'This Murmur remote must be loaded by the Murmur shell (federation bundler functions missing).',
  );
}

const bundlerRuntime = {
  remotes: undefined,
  consumes: provided.consumes,
  I: provided.I,
  S: {},
  installInitialConsumes: provided.installInitialConsumes,
  initContainerEntry: provided.initContainerEntry,
  init: provided.init,
  getSharedFallbackGetter: provided.getSharedFallbackGetter,
};

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
