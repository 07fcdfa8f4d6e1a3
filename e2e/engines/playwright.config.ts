import { defineConfig } from '@playwright/test';
import { ENGINES, type EngineName } from './support/drivers';
import { devInstancePortOf, gatewayPortOf } from './support/ports';

/**
 * The journeys a reader repeats, in Firefox ESR and WebKitGTK (Debian's), each engine with its own
 * dev instance and gateway. MURMUR_ENGINES (set by run.mjs from `--engine`) picks the engines; they
 * run side by side, one worker each (ENGINES_WORKERS=1 runs them one after the other).
 */
const selected = (process.env.MURMUR_ENGINES ?? ENGINES.join(','))
  .split(',')
  .filter((name): name is EngineName => (ENGINES as readonly string[]).includes(name));

export default defineConfig<object, { engine: EngineName }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.ENGINES_WORKERS ?? selected.length),
  retries: process.env.CI ? 1 : 0,
  // Waits are on conditions, so generous limits cost nothing when the machine is quiet.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  // Apart from the Chromium journeys' folder, which their run empties when it starts: the two
  // suites run side by side in `npm test`.
  outputDir: '../test-results-engines',
  reporter: [['list'], ['json', { outputFile: '../test-results-engines/engines.json' }]],
  projects: selected.map((engine) => ({ name: engine, use: { engine } })),
  webServer: selected.flatMap((engine) => {
    const instance = `http://127.0.0.1:${devInstancePortOf(engine)}`;
    const gateway = `http://localhost:${gatewayPortOf(engine)}`;
    return [
      {
        command: `pnpm --filter @murmur/dev-instance start --port ${devInstancePortOf(engine)}`,
        url: `${instance}/api/v1/instance`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'ignore' as const,
      },
      {
        command: `pnpm --filter @murmur/gateway start --port ${gatewayPortOf(engine)} --backend ${instance}`,
        url: `${gateway}/static/remotes.json`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ];
  }),
});
