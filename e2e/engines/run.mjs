#!/usr/bin/env node
// `pnpm --filter @murmur/e2e run test:engines [-- --engine firefox|webkit] [playwright options]`:
// the cross-engine journeys, in both engines or the ones named.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const engines = [];
const rest = [];
const args = process.argv.slice(2).filter((arg) => arg !== '--');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--engine') engines.push(args[++i]);
  else if (args[i].startsWith('--engine=')) engines.push(args[i].slice('--engine='.length));
  else rest.push(args[i]);
}
for (const engine of engines) {
  if (!['firefox', 'webkit'].includes(engine)) {
    console.error(`unknown engine "${engine}": firefox or webkit`);
    process.exit(2);
  }
}
const result = spawnSync(
  'pnpm',
  ['exec', 'playwright', 'test', '-c', path.join(here, 'playwright.config.ts'), ...rest],
  {
    cwd: path.join(here, '..'),
    stdio: 'inherit',
    env: { ...process.env, ...(engines.length ? { MURMUR_ENGINES: engines.join(',') } : {}) },
  },
);
process.exit(result.status ?? 1);
