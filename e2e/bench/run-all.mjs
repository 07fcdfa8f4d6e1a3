// `npm run bench`: every `*.bench.ts` in this folder, one after the other (they share the
// machine, so none runs beside another), main-all first. Each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, '../node_modules/.bin/tsx');
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort((a, b) => (a === 'main-all.bench.ts' ? -1 : b === 'main-all.bench.ts' ? 1 : a.localeCompare(b)));
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(tsx, [path.join(here, file)], { stdio: 'inherit', env: process.env });
  if (run.status !== 0) {
    failed++;
    console.error(`${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
