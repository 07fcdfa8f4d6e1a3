// The property-based tests of the entity schemas and the sanitiser (issue 27, point 12) with many
// more cases than `npm test` runs: PROPERTY_RUNS cases per property (default here 5,000).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = process.env.PROPERTY_RUNS ?? '5000';
const started = performance.now();
const run = spawnSync(
  'pnpm',
  [
    'vitest',
    'run',
    'shared/src/entities/schemas.property.test.ts',
    'shared/src/html/sanitize.property.test.ts',
    '--testTimeout=1800000',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PROPERTY_RUNS: runs } },
);
console.log(
  `Property-based tests, ${runs} cases per property: ${run.status === 0 ? 'all held' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(run.status ?? 1);
