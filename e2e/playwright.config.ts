import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, journeyChromiumPath } from './support/chromium';
import { BASE_URL, devInstancePortOf, gatewayPortOf, WORKERS } from './support/ports';

const workers = Array.from({ length: WORKERS }, (_, index) => index);

// Journeys run against the production build, served by the gateway, with the dev instance as the
// server. Each worker has its own pair (support/ports.ts); within a worker, journeys run one at a
// time and reset its dev instance when they change it. A spec file stays on one worker.
export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the summary line that `npm test` prints last.
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/journeys.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: BASE_URL,
    // Recorded only for a retry: tracing every passing test (screencast included) cost the whole
    // run minutes, and a failure in CI is retried once, so it still leaves a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: journeyChromiumPath(), args: CHROMIUM_ARGS },
    // Murmur's service worker answers the deployed files and start-up reads itself (decision 0121),
    // and Playwright's routing never sees what a worker answers: journeys that stage a server's
    // faults with page.route run without it. Those about the worker opt in (test.use), and
    // E2E_SERVICE_WORKERS=allow runs any journey with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // The page asks for reduced motion, which the client honours by holding its spinners and
    // drawer slides still: every frame of an animation is drawn in software here, and journeys
    // read what is on screen, not how it moved. The journeys about motion (MFM's effects) ask for
    // it back; E2E_MOTION=1 runs every journey with it.
    reducedMotion: process.env.E2E_MOTION === '1' ? 'no-preference' : 'reduce',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1200, height: 900 } } }],
  webServer: workers.flatMap((index) => {
    const instance = `http://127.0.0.1:${devInstancePortOf(index)}`;
    const gateway = `http://localhost:${gatewayPortOf(index)}`;
    return [
      {
        command: `pnpm --filter @murmur/dev-instance start --port ${devInstancePortOf(index)}`,
        url: `${instance}/api/v1/instance`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'ignore' as const,
      },
      {
        // Without the embedded start-up data or compression (decision 0161): journeys stage the
        // server's faults in the browser, which only the client's own requests meet, and rewrite
        // replies they fetched. start-up-embedded.spec.ts runs its own gateway with both.
        command: `pnpm --filter @murmur/gateway start --port ${gatewayPortOf(index)} --backend ${instance} --start-up-data off --compression off`,
        url: `${gateway}/static/remotes.json`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ];
  }),
});
