// The shell's service worker (shell/src/service-worker/sw.ts), built by a compiler of its own into
// `dist/sw-pleroma.js`: a fixed address at the root (its scope is the whole origin; spec 1 section
// 7), no content hash (the browser checks that address for a new worker at each navigation, and
// the gateway serves it with no-cache), no federation runtime.
import path from 'node:path';

export const SERVICE_WORKER_FILE = 'sw-pleroma.js';

/**
 * @param {object} options
 * @param {string} options.packageDir the shell's folder
 * @param {string} options.source     the worker's source file
 * @param {string} options.dependsOn  the shell's configuration, built first (its clean empties dist/)
 */
export function createServiceWorkerConfig({ packageDir, source, dependsOn = 'shell' }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: 'service-worker',
      dependencies: [dependsOn],
      mode: production ? 'production' : 'development',
      context: packageDir,
      target: 'webworker',
      // No eval-based maps in development either: the gateway's policy forbids eval (decision 0090).
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { sw: source },
      output: {
        path: path.join(packageDir, 'dist'),
        filename: SERVICE_WORKER_FILE,
        clean: false,
        uniqueName: 'murmur_sw',
      },
      resolve: { extensions: ['.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
            type: 'javascript/auto',
          },
        ],
      },
      optimization: { minimize: production, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
