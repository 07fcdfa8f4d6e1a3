#!/usr/bin/env node
// At a release, keeps one remote's build for the skew journey (e2e/journeys/platform-release.spec.ts):
//
//   node scripts/keep-release.mjs <remote>
//
// writes e2e/support/releases/<remote>-<version>.zip (no source maps) from remotes/<remote>/dist and
// removes the previous kept zip of that remote. CI then runs the main timeline journey with this
// older build inside the shell of the day, so a change to the contract that breaks a remote already
// deployed fails there first.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipFolder } from './zip.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remote = process.argv[2];
if (!remote || !existsSync(path.join(root, 'remotes', remote, 'dist/mf-manifest.json'))) {
  console.error('[murmur] usage: keep-release.mjs <remote> (with remotes/<remote>/dist built)');
  process.exit(1);
}
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const releases = path.join(root, 'e2e/support/releases');
mkdirSync(releases, { recursive: true });
for (const old of readdirSync(releases))
  if (old.startsWith(`${remote}-`) && old.endsWith('.zip')) rmSync(path.join(releases, old));
const staging = mkdtempSync(path.join(os.tmpdir(), 'murmur-release-'));
cpSync(path.join(root, 'remotes', remote, 'dist'), staging, {
  recursive: true,
  filter: (source) => !source.endsWith('.map') && path.basename(source) !== 'mf-stats.json',
});
const target = path.join(releases, `${remote}-${version}.zip`);
zipFolder(staging, target);
rmSync(staging, { recursive: true, force: true });
console.log(`[murmur] kept ${path.relative(root, target)}`);
