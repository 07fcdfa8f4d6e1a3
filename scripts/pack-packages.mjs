// The npm packages an outside team builds a remote with: the platform contract (@murmur/shared)
// and the remote kit (@murmur/remote-kit), packed as npm does (`<scope>-<name>-<version>.tgz`).
// `npm run package` writes them beside the Akkoma zip; `npm install ./murmur-shared-0.3.0.tgz`
// installs one from the file, as from a registry.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspace folder of each published package. */
export const PUBLISHED = { '@murmur/shared': 'shared', '@murmur/remote-kit': 'remote-kit' };

/** The tarball's file name npm gives a package at a version. */
export const tarballName = (name, version) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

export const versionOf = (name) =>
  JSON.parse(readFileSync(path.join(root, PUBLISHED[name], 'package.json'), 'utf8')).version;

/**
 * Packs every published package into `out` and returns their paths. pnpm packs them (its
 * `publishConfig` points the packed package.json at the compiled files; the shared package's
 * prepack compiles them first).
 */
export function packPackages(out) {
  mkdirSync(out, { recursive: true });
  return Object.entries(PUBLISHED).map(([name, folder]) => {
    const result = spawnSync('pnpm', ['pack', '--pack-destination', out], {
      cwd: path.join(root, folder),
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`packing ${name} failed:\n${result.stderr}${result.stdout}`);
    return path.join(out, tarballName(name, versionOf(name)));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  for (const file of packPackages(out)) console.log(`[murmur] ${path.relative(process.cwd(), file)}`);
}
