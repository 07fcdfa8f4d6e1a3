#!/usr/bin/env node
// `npm run package`: Murmur as an Akkoma frontend, and the packages a remote is built with.
// Produces dist/murmur-<version>.zip whose
// root is what goes into the instance's static/frontends/murmur/<version>/ folder: index.html at
// the root, the shell's files beside it, each remote under remotes/<name>/, and static/remotes.json
// and static/config.json where Akkoma serves them. Nothing in it needs the gateway. Beside it go the
// npm tarballs of the contract and the remote kit (pack-packages.mjs): an outside team's remote
// installs those.
//
//   node scripts/package.mjs [--no-build] [--out <dir>] [--keep-folder] [--no-tarballs]
//
// --no-build uses the builds already in shell/dist and remotes/*/dist; --keep-folder leaves the
// unpacked folder (dist/murmur-<version>/) beside the zip.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { packPackages } from './pack-packages.mjs';
import { zipFolder } from './zip.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['timelines', 'composer', 'profiles', 'settings', 'moderation'];

/** Source maps and build statistics stay out of the package: an instance has no use for them. */
const withoutMaps = (source) => !source.endsWith('.map') && path.basename(source) !== 'mf-stats.json';

/**
 * The frontend configuration an operator may edit in place (Akkoma serves the instance's own
 * static/config.json instead when there is one: the instance's /static/ wins).
 */
const DEFAULT_CONFIG = {
  theme: 'pleroma-dark',
  redirectRootNoLogin: '/main/all',
  redirectRootLogin: '/main/friends',
};

/** Lays the package out in `folder` from the built shell and remotes. */
export function layOut(folder) {
  const shellDist = path.join(root, 'shell/dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) throw new Error('shell/dist is not built');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync(shellDist, folder, { recursive: true, filter: withoutMaps });
  for (const name of REMOTES) {
    const dist = path.join(root, 'remotes', name, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json')))
      throw new Error(`remotes/${name}/dist is not built`);
    cpSync(dist, path.join(folder, 'remotes', name), { recursive: true, filter: withoutMaps });
  }
  // Each remote sits where the shell's built-in defaults look for it (/remotes/<name>/); the
  // shell's static/remotes.json, copied above, is the operator's file and names no change.
  mkdirSync(path.join(folder, 'static'), { recursive: true });
  const config = path.join(folder, 'static/config.json');
  if (!existsSync(config)) writeFileSync(config, `${JSON.stringify(DEFAULT_CONFIG, null, 2)}\n`);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string', default: path.join(root, 'dist') },
      'keep-folder': { type: 'boolean', default: false },
      'no-tarballs': { type: 'boolean', default: false },
    },
  });
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  if (!values['no-build']) run('pnpm', ['build']);
  const out = path.resolve(values.out);
  const folder = path.join(out, `murmur-${version}`);
  const zip = path.join(out, `murmur-${version}.zip`);
  layOut(folder);
  rmSync(zip, { force: true });
  // The zip's root is the frontend's folder (Akkoma's install task: --build-dir .).
  zipFolder(folder, zip);
  if (!values['keep-folder']) rmSync(folder, { recursive: true, force: true });
  const kib = (statSync(zip).size / 1024).toFixed(1);
  console.log(`[murmur] ${path.relative(process.cwd(), zip)}: ${kib} KiB`);
  if (!values['no-tarballs']) {
    for (const tarball of packPackages(out))
      console.log(
        `[murmur] ${path.relative(process.cwd(), tarball)}: npm install it in a remote's repository`,
      );
  }
  console.log(
    `[murmur] install: unzip it into <instance>/static/frontends/murmur/${version}/ (README, 'Install on Akkoma')`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`[murmur] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
