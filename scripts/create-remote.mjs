#!/usr/bin/env node
// `node scripts/create-remote.mjs DIR [--container NAME]`: a new remote's repository, written by the
// remote kit's own command (`npx murmur-remote create DIR` where the kit is installed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [path.join(root, 'remote-kit/bin/murmur-remote.mjs'), 'create', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
