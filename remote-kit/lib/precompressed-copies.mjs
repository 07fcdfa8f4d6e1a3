// Compressed copies of a build's files, written once at build time (decision 0290): `<file>.br`
// (Brotli at its best quality, 11) and `<file>.gz` (gzip 9) beside each file that can never change
// under its name. A server that serves such copies (the gateway; nginx's `brotli_static` and
// `gzip_static`) sends ~8% fewer bytes than compressing each reply at Brotli 5, the quality a server
// can afford per request, and spends no time compressing. On a phone's 1.6 Mbit/s that is ~0.1 s of
// the ~280 KB before the first posts.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import rspack from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Files that get copies: scripts and styles whose name carries a content hash (`name.1a2b3c4d.js`),
 * and a remote's `remoteEntry.js`, which only a new deploy of the whole folder replaces. Never a
 * file an operator edits in place (`static/remotes.json`) or that a server rewrites (index.html):
 * a copy would go stale beside it.
 */
export function getsCompressedCopies(file) {
  const base = file.split('/').pop() ?? '';
  return /\.[0-9a-f]{8}\.(?:js|css)$/.test(base) || base === 'remoteEntry.js';
}

/** Smaller files than this are not worth a copy (servers send them as they are). */
export const MIN_COPY_BYTES = 1024;

export async function compressedCopies(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export class PrecompressedCopiesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressedCopiesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Last: after minifying, the compile-hint banner and the source maps' comments.
        { name: 'PrecompressedCopiesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((asset) => getsCompressedCopies(asset.name))
            .map(async (asset) => {
              const content = Buffer.from(asset.source.buffer());
              if (content.length < MIN_COPY_BYTES) return;
              const { br, gz } = await compressedCopies(content);
              compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
