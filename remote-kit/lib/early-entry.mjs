// The shell's early entry (shell/src/boot.ts): a small script, built by a compiler of its own
// (no federation runtime, no shared module), that index.html names before the shell's entry. It
// sends start-up's first requests and draws the last visit's timeline while main.js is still
// downloading and evaluating (decision 0016).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { PrecompressedCopiesPlugin } from './precompressed-copies.mjs';

export const EARLY_ENTRY_NAME = 'boot';
/** Its folder under the shell's dist/, which the shell's own build leaves in place. */
export const EARLY_ENTRY_DIR = 'boot';

/** Whether the shell's own clean of `dist` keeps `file` (given absolute): the early entry's folder. */
export function keepsEarlyEntry(dist, file) {
  return path.relative(dist, file).split(path.sep)[0] === EARLY_ENTRY_DIR;
}

/**
 * Names the early entry's script in index.html, first of the scripts, deferred like main.js: the
 * two run in document order, so it runs first, as soon as it is here and the page has parsed. Both
 * are fetched at high priority.
 */
export class EarlyEntryTagPlugin {
  /** @param {string} outputDir where the early entry's compiler wrote its file */
  constructor(outputDir) {
    this.outputDir = outputDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyEntryTagPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'EarlyEntryTagPlugin',
        async (data) => {
          const files = readdirSync(this.outputDir).filter((file) =>
            new RegExp(`^${EARLY_ENTRY_NAME}(\\.[0-9a-f]{8})?\\.js$`).test(file),
          );
          if (files.length !== 1) {
            throw new Error(`expected one early entry in ${this.outputDir}, found ${files.length}`);
          }
          const publicPath = data.publicPath ?? '/';
          data.assetTags.scripts.unshift({
            tagName: 'script',
            voidTag: false,
            attributes: { defer: true, src: `${publicPath}${EARLY_ENTRY_DIR}/${files[0]}` },
          });
          // A deferred script is fetched at low priority, after the shell's preloaded chunks (high):
          // on a cold start over HTTP/1.1 both entries arrived after most of those. They are what
          // runs first, so they are fetched first.
          for (const tag of data.assetTags.scripts) {
            if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
          }
          return data;
        },
      );
    });
  }
}

/**
 * The compiler of the early entry: `dist/boot/boot.<hash>.js`, built before the shell's own.
 *
 * @param {object} options
 * @param {string} options.packageDir the shell's folder
 * @param {string} options.source     the entry's source file
 */
export function createEarlyEntryConfig({ packageDir, source }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: EARLY_ENTRY_NAME,
      mode: production ? 'production' : 'development',
      context: packageDir,
      target: 'web',
      // No eval-based maps in development either: the gateway's policy forbids eval (decision 0090).
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { [EARLY_ENTRY_NAME]: source },
      output: {
        path: path.join(packageDir, 'dist', EARLY_ENTRY_DIR),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        // It shares the page with the shell's entry: its own chunk-loading global, though it has none.
        uniqueName: `murmur_${EARLY_ENTRY_NAME}`,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
            type: 'javascript/auto',
          },
        ],
      },
      optimization: { minimize: production, splitChunks: false },
      plugins: [
        // All of it runs at once: compiled as it streams in (decision 0016).
        new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, stage: 450 }),
        ...(production ? [new PrecompressedCopiesPlugin()] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
