// Shell runtime plugin: publishes the stateless functions of @module-federation/webpack-bundler-runtime
// so that remotes use the shell's copy instead of bundling their own (see remote-bundler-runtime.mjs).
// Only functions that take the container's webpackRequire as an argument are shared; every piece of
// per-container state is created by each remote.
import { attachShareScopeMap, bundlerRuntime } from '@murmur-build/bundler-runtime';
import { initContainerEntry } from '@murmur-build/bundler-runtime-dist/initContainerEntry.js';

export const GLOBAL_KEY = '__MURMUR_FEDERATION_BUNDLER_FUNCTIONS__';

export default function provideBundlerFunctions() {
  globalThis[GLOBAL_KEY] = Object.freeze({
    version: 1,
    attachShareScopeMap,
    consumes: bundlerRuntime.consumes,
    I: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    // The shell exposes nothing, so its own bundlerRuntime leaves this out.
    initContainerEntry,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
  });
  return { name: 'murmur-provide-bundler-functions' };
}
