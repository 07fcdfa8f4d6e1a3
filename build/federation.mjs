// One rspack configuration shape for the shell and every remote, so that the shared singletons
// (the platform contract) are declared in exactly one place.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';

/** Libraries that must exist once in the page: one React tree, one router, one store and bus. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-intl',
  'rxjs',
  '@murmur/shared',
];

/** Reads a dependency's package.json (some packages do not export it, so no require()). */
function readPackageJson(packageDir, pkgName) {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'));
    if (path.dirname(dir) === dir) throw new Error(`${pkgName} is not installed for ${packageDir}`);
  }
}

function sharedConfig(packageDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const pkgJson = readPackageJson(packageDir, pkgName);
    shared[name] = {
      singleton: true,
      requiredVersion: `^${pkgJson.version}`,
      version: pkgJson.version,
    };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.packageDir  absolute folder of the package being built
 * @param {string} options.name        federation container name (the remote's name)
 * @param {Record<string,string>} [options.exposes] slot modules this package exposes
 * @param {boolean} [options.host]     true for the shell: emits index.html and copies public/
 */
export function createFederatedConfig({ packageDir, name, exposes = {}, host = false }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedConfig(packageDir),
        manifest: true,
        dts: false,
        // Remotes reuse the shell's copy of the federation runtime instead of shipping their own.
        // `target: 'web'` drops the runtime's Node code. Remotes load no other remote, so they also
        // leave out the manifest-snapshot logic the shell needs.
        experiments: host
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ];
    if (host) {
      plugins.push(
        new rspack.HtmlRspackPlugin({ template: path.join(packageDir, 'src/index.html') }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(packageDir, 'public') }] }),
      );
    }
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(packageDir, 'dist'),
        // The shell lives at the site root; remotes resolve their chunks from wherever they are served.
        publicPath: host ? '/' : 'auto',
        uniqueName: `murmur_${name}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
        // spec 1 section 8: chunk loading times out after 120 s
        chunkLoadTimeout: 120_000,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      optimization: { minimize: production },
      performance: { hints: false },
      plugins,
      stats: 'errors-warnings',
    };
  };
}
