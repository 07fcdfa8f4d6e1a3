// One rspack configuration shape for the shell and every remote, so that the shared singletons
// (the platform contract) are declared in exactly one place. Published as @murmur/remote-kit: the
// stock remotes, the examples and an outside team's remote all build through this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { EARLY_ENTRY_DIR, EARLY_ENTRY_NAME, EarlyEntryTagPlugin, keepsEarlyEntry } from './early-entry.mjs';
import { PrecompressedCopiesPlugin } from './precompressed-copies.mjs';
import { StartUpPreloadPlugin } from './start-up-preload.mjs';

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
  // The contract without the schema library (decision 0303): the same modules, fewer of them.
  '@murmur/shared/core',
];

/** Reads a dependency's package.json (some packages do not export it, so no require()). */
function readPackageJson(packageDir, pkgName) {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'));
    if (path.dirname(dir) === dir) throw new Error(`${pkgName} is not installed for ${packageDir}`);
  }
}

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Shared libraries whose shared module is a narrow entry. A singleton is shared as one module, so
 * the bundler cannot drop the exports nobody uses. For these libraries the shared module is instead
 * lib/shared-entries/<name>.mjs, which re-exports only the names Murmur uses from the file named
 * here (resolved through the alias `@murmur-build/<name>-implementation`); the rest of the library
 * is tree-shaken away. The entries are part of the platform contract: every package is checked
 * against them at build time (assertSharedExports), and adding a name means rebuilding the shell.
 */
export const SHARED_ENTRIES = {
  // react-router's package exports resolve to its development build; use the production one.
  'react-router': 'react-router/dist/production/index.mjs',
  // The ES2015 build (the package's default condition is the larger ES5 one).
  rxjs: 'rxjs/dist/esm/index.js',
};

const sharedEntryFile = (name) => path.join(buildDir, 'shared-entries', `${name}.mjs`);

/** The names a shared entry re-exports (its single `export { ... } from` statement). */
function sharedEntryNames(name) {
  const text = readFileSync(sharedEntryFile(name), 'utf8');
  const list = text.match(/export\s*\{([^}]*)\}\s*from/);
  if (!list) throw new Error(`${sharedEntryFile(name)} has no export list`);
  return list[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

/** Absolute path of the real library file behind a shared entry, resolved for one package. */
function implementationPath(packageDir, name) {
  const [pkgName, ...rest] = SHARED_ENTRIES[name].split('/');
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkgName);
    if (existsSync(candidate)) return path.join(candidate, ...rest);
    if (path.dirname(dir) === dir) throw new Error(`${pkgName} is not installed for ${packageDir}`);
  }
}

/**
 * Files only tests import, which run against the real library and are never bundled: tests, test
 * kits (`test-kit.tsx`, `timeline-test-kit.tsx`) and `testing/` folders. They may use what the
 * shared entries leave out (the data router's createMemoryRouter and RouterProvider).
 */
const TEST_ONLY = /(\.test\.tsx?|test-kit\.tsx?)$|[\\/]testing[\\/]/;

const IMPORT_RE = /\b(?:import|export)\s+(type\s+)?(\{[^}]*\}|[\w*\s,]+?)\s+from\s+['"]([^'"]+)['"]/g;

/** The contract's own source (in the workspace) or compiled files (installed from its package). */
function contractSource(packageDir) {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@murmur', 'shared');
    if (existsSync(candidate)) {
      const src = path.join(candidate, 'src');
      return existsSync(src) ? src : path.join(candidate, 'dist');
    }
    if (path.dirname(dir) === dir) throw new Error(`@murmur/shared is not installed for ${packageDir}`);
  }
}

/**
 * Fails the build when a package's source (or, for the shell, which bundles it, @murmur/shared's)
 * imports something from a shared library that the shared entry does not re-export: at run time
 * it would be undefined.
 */
function assertSharedExports(packageDir, host) {
  const names = Object.fromEntries(Object.keys(SHARED_ENTRIES).map((n) => [n, sharedEntryNames(n)]));
  // Only the shell bundles the contract; a remote's check covers its own source.
  const sharedSrc = host ? contractSource(packageDir) : null;
  const problems = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !TEST_ONLY.test(file)) check(file);
    }
  };
  const check = (file) => {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, clause, source] of text.matchAll(IMPORT_RE)) {
      const lib = SHARED_ENTRIES[source]
        ? source
        : Object.keys(SHARED_ENTRIES).find((n) => source.startsWith(`${n}/`));
      if (!lib || typeOnly) continue;
      if (source !== lib) {
        problems.push(`${file}: imports ${source}; only '${lib}' itself is shared`);
        continue;
      }
      const braces = clause.match(/\{([\s\S]*)\}/);
      if (!braces || /\*/.test(clause.replace(braces[0], ''))) {
        problems.push(`${file}: '${clause.trim()}' from ${lib}; import named exports only`);
        continue;
      }
      for (const part of braces[1].split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        const imported = item.split(/\s+as\s+/)[0].trim();
        if (!names[lib].includes(imported)) {
          problems.push(
            `${file}: ${imported} from ${lib} is not re-exported by @murmur/remote-kit's lib/shared-entries/${lib}.mjs`,
          );
        }
      }
    }
  };
  for (const dir of [path.join(packageDir, 'src'), sharedSrc]) if (dir && existsSync(dir)) walk(dir);
  if (problems.length)
    throw new Error(`Shared library imports outside the platform contract:\n${problems.join('\n')}`);
}

/**
 * The federation runtime that rspack injects is imported as CommonJS (require.resolve finds the
 * packages' .cjs files), which cannot be tree-shaken: every remoteEntry.js carried all of
 * @module-federation/sdk. These aliases point the injected imports at the packages' ES module
 * builds. Applied after the federation plugins have set their own aliases.
 */
class FederationRuntimeAsEsmPlugin {
  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsEsmPlugin', () => {
      const runtimeTools = require.resolve('@module-federation/runtime-tools', {
        paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
      });
      const fromTools = (request) => require.resolve(request, { paths: [runtimeTools] });
      const esm = (cjsFile) => cjsFile.replace(/\.cjs$/, '.js');
      const bundlerRuntime = fromTools('@module-federation/webpack-bundler-runtime');
      const runtime = fromTools('@module-federation/runtime');
      const aliases = {
        // Remotes get a per-container wrapper around the shell's bundler functions.
        [`${bundlerRuntime}$`]: this.host
          ? esm(bundlerRuntime)
          : path.join(buildDir, 'federation-runtime', 'remote-bundler-runtime.mjs'),
        '@murmur-build/bundler-runtime$': esm(bundlerRuntime),
        '@murmur-build/bundler-runtime-dist': path.dirname(bundlerRuntime),
        '@module-federation/runtime$': esm(runtime),
      };
      // rspack aliases the bare package name to its .cjs file, which also captures the subpath
      // imports of the ES module build (`@module-federation/runtime/helpers`); resolve those exactly.
      for (const subpath of ['helpers', 'core', 'types']) {
        aliases[`@module-federation/runtime/${subpath}$`] = fromTools(
          `@module-federation/runtime/${subpath}`,
        ).replace(/\.cjs$/, '.js');
      }
      for (const plugin of compiler.options.plugins) {
        const runtimePlugins = plugin?._options?.runtimePlugins;
        if (!Array.isArray(runtimePlugins)) continue;
        for (const file of runtimePlugins) {
          if (typeof file === 'string' && file.endsWith('.cjs') && existsSync(esm(file)))
            aliases[`${file}$`] = esm(file);
        }
      }
      // First match wins, so these go before the aliases the federation plugins set.
      const { '@module-federation/runtime': _cjs, ...rest } = compiler.options.resolve.alias ?? {};
      compiler.options.resolve.alias = { ...aliases, ...rest };
    });
  }
}

/** The shared module that is the platform contract; its version is what the skew rule reads. */
export const CONTRACT_PACKAGE = '@murmur/shared';

/**
 * The shared singletons as the shell provides them and remotes consume them. Only the shell
 * bundles them: a remote declares each one `import: false` (decision 0100), so its build carries no
 * fallback copy (the contract alone was ~156 KB per remote) and it can never become the page's
 * provider of a second React or store. The contract's version is not checked by the federation
 * runtime (`requiredVersion: false`; its ranges would also refuse a newer minor of a 0.x
 * contract): the slot loader applies the contract's own skew rule
 * (shared/src/slots/contract-version.ts) to the version the manifest records, before the
 * container runs.
 */
function sharedConfig(packageDir, host) {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const pkgJson = readPackageJson(packageDir, pkgName);
    shared[name] = {
      singleton: true,
      requiredVersion: pkgName === CONTRACT_PACKAGE ? false : `^${pkgJson.version}`,
      version: pkgJson.version,
    };
    if (!host) shared[name].import = false;
    else if (SHARED_ENTRIES[name]) shared[name].import = sharedEntryFile(name);
  }
  return shared;
}

/** Browsers the stylesheets are written for: those that run the scripts' ES2022 target natively. */
const CSS_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4', 'ios_saf >= 16.4'];

/**
 * @param {object} options
 * @param {string} options.packageDir  absolute folder of the package being built
 * @param {string} options.name        federation container name (the remote's name)
 * @param {Record<string,string>} [options.exposes] slot modules this package exposes
 * @param {boolean} [options.host]     true for the shell: emits index.html and copies public/
 */
export function createFederatedConfig({ packageDir, name, exposes = {}, host = false }) {
  return (_env, argv) => {
    assertSharedExports(packageDir, host);
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedConfig(packageDir, host),
        // The shell alone provides the shared modules (remotes declare them `import: false`), so it
        // has nothing to weigh against its remotes' versions. 'version-first' (the default) fetches
        // and starts every registered remote's entry whenever the shell first asks for a shared
        // module after start-up, which the whole contract is (decision 0303): an unreachable remote
        // then failed that request, and with it a part of the page that has nothing to do with it.
        shareStrategy: host ? 'loaded-first' : undefined,
        manifest: true,
        dts: false,
        runtimePlugins: host
          ? [path.join(buildDir, 'federation-runtime', 'provide-bundler-functions.mjs')]
          : [],
        // Remotes reuse the shell's copy of the federation runtime instead of shipping their own.
        // `target: 'web'` drops the runtime's Node code. Remotes load no other remote, so they also
        // leave out the manifest-snapshot logic the shell needs and the bundler runtime's handling
        // of build-time remotes (`disableRemote`; the shell keeps it: it loads remotes).
        experiments: host
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : {
              externalRuntime: true,
              optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
            },
      }),
      new FederationRuntimeAsEsmPlugin({ host }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      // V8's explicit compile hint: every function in the file is compiled as the file streams in, on
      // a background thread, instead of on the main thread when first called. Every file here is
      // fetched only when it is about to run, and on a cold start that compiling was ~150 ms of the
      // main thread before the first post (decision 0016). The shell's entry too: its start-up
      // requests leave from the early entry (early-entry.mjs), which compiling it does not hold.
      // Added after minification (stage 400), before the source maps are written (500).
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /\.js$/,
        stage: 450,
      }),
    ];
    // Development builds rewrite files in place under the same names: no copies to go stale.
    if (production) plugins.push(new PrecompressedCopiesPlugin());
    if (host) {
      plugins.push(
        new rspack.HtmlRspackPlugin({ template: path.join(packageDir, 'src/index.html') }),
        new StartUpPreloadPlugin(),
        new EarlyEntryTagPlugin(path.join(packageDir, 'dist', EARLY_ENTRY_DIR)),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(packageDir, 'public') }] }),
      );
    }
    return {
      name: host ? 'shell' : 'remote',
      // The shell's index.html names the early entry's file, so that is built first.
      dependencies: host ? [EARLY_ENTRY_NAME] : undefined,
      mode: production ? 'production' : 'development',
      context: packageDir,
      // No eval-based maps in development either: the gateway's policy forbids eval (decision 0090).
      devtool: production ? 'source-map' : 'cheap-module-source-map',
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
        // The shell's early entry is built first, into dist/boot/, by a compiler of its own.
        clean: host ? { keep: (file) => keepsEarlyEntry(path.join(packageDir, 'dist'), file) } : true,
        // spec 1 section 8: chunk loading times out after 120 s
        chunkLoadTimeout: 120_000,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: Object.fromEntries(
          Object.keys(SHARED_ENTRIES).map((n) => [
            `@murmur-build/${n}-implementation$`,
            implementationPath(packageDir, n),
          ]),
        ),
      },
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
      optimization: {
        minimize: production,
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin({
            minimizerOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
          }),
          // The browsers that run the ES2022 the scripts are compiled to. The default targets lowered
          // every logical property (inset-inline-start, margin-inline-start…) into a rule per
          // direction, each with a 19-language :lang() list: 78 such lists in the post display's
          // stylesheet, matched against every element of the feed.
          new rspack.LightningCssMinimizerRspackPlugin({
            minimizerOptions: { targets: CSS_TARGETS },
          }),
        ],
      },
      performance: { hints: false },
      // Development builds split chunks differently, and a chunk shared by two exposed modules that
      // import the same stylesheets in another order is reported. Every stylesheet styles its own
      // class names (`poll__…`, `quote-card__…`), so their order within a chunk changes nothing;
      // production builds still report it, should it ever matter there.
      ignoreWarnings: production ? undefined : [/Conflicting order between/],
      plugins,
      stats: 'errors-warnings',
    };
  };
}

/**
 * Web workers of a package, built by a compiler of their own into `dist/workers/<name>.js`.
 * The federation plugin cannot run inside a worker (its runtime expects the page's), so a worker
 * bundles what it imports and nothing of federation; the package starts it from its own public
 * path (`__webpack_public_path__ + 'workers/<name>.js'`), the same origin as the page.
 *
 * @param {object} options
 * @param {string} options.packageDir
 * @param {Record<string,string>} options.workers  worker name to its source file
 * @param {string} [options.dependsOn]  name of the package's main configuration, built first
 */
export function createWorkerConfig({ packageDir, workers, dependsOn = 'remote' }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: 'workers',
      // After the package's own build, whose clean empties dist/ first.
      dependencies: [dependsOn],
      mode: production ? 'production' : 'development',
      context: packageDir,
      target: 'webworker',
      // No eval-based maps in development either: the gateway's policy forbids eval (decision 0090).
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: workers,
      output: {
        path: path.join(packageDir, 'dist', 'workers'),
        filename: '[name].js',
        clean: true,
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
      optimization: { minimize: production },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
