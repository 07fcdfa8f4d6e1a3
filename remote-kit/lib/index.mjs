// @murmur/remote-kit: a Murmur remote's build from one call. Everything else (the shared
// singletons, the CSP-friendly output, the federation runtime the shell lends its remotes) is the
// same configuration the shell and Murmur's own remotes are built with (federation.mjs).
import path from 'node:path';
import { createFederatedConfig, createWorkerConfig } from './federation.mjs';

export { CONTRACT_PACKAGE, SHARED_ENTRIES, SINGLETONS } from './federation.mjs';
export { createFederatedConfig, createWorkerConfig };

const CONTAINER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const EXPOSE_KEY = /^\.\/[A-Za-z][A-Za-z0-9]*$/;

/**
 * The rspack configuration of one remote.
 *
 * @param {object} options
 * @param {string} options.name  the federation container's name, as remotes.json registers it
 *   (letters, digits and `_`; it must differ from every other remote deployed with the shell)
 * @param {Record<string, string>} options.exposes  slot modules: `'./AboutPage': './src/about.tsx'`;
 *   each module's default export is the component the slot renders
 * @param {string} [options.packageDir]  the remote's folder (default: the current folder). Its
 *   `src/index.ts` is the entry and `dist/` the output.
 * @param {Record<string, string>} [options.workers]  web workers, name to source file, built into
 *   `dist/workers/<name>.js`
 * @param {object[]} [options.rules]  extra module rules, tried before the kit's own
 * @returns {(env: unknown, argv: { mode?: string }) => object | object[]} rspack's configuration
 */
export function defineRemote({ name, exposes, packageDir = process.cwd(), workers, rules = [] }) {
  if (typeof name !== 'string' || !CONTAINER_NAME.test(name))
    throw new Error(`defineRemote: name "${name}" must be letters, digits and _ (a JavaScript name)`);
  if (!exposes || typeof exposes !== 'object' || Object.keys(exposes).length === 0)
    throw new Error('defineRemote: exposes must name at least one slot module');
  for (const key of Object.keys(exposes)) {
    if (!EXPOSE_KEY.test(key))
      throw new Error(`defineRemote: exposed module "${key}" must look like "./Name" (letters and digits)`);
  }
  const dir = path.resolve(packageDir);
  const remote = createFederatedConfig({ packageDir: dir, name, exposes });
  const withRules = (config) =>
    rules.length
      ? { ...config, module: { ...config.module, rules: [...rules, ...config.module.rules] } }
      : config;
  if (!workers) return (env, argv) => withRules(remote(env, argv));
  const workerConfig = createWorkerConfig({ packageDir: dir, workers });
  return (env, argv) => [withRules(remote(env, argv)), workerConfig(env, argv)];
}

/** rspack itself, for a remote that adds a plugin of its own (DefinePlugin, ...). */
export { default as rspack } from '@rspack/core';
