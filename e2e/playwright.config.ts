import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { BASE_URL, DEV_INSTANCE_PORT, DEV_INSTANCE_URL, GATEWAY_PORT } from './support/ports';

// Journeys run against the production build, served by the gateway, with the dev instance as the
// server. They share one dev instance, so they run one at a time and reset it when they change it.
export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
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
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1200, height: 900 } } }],
  webServer: [
    {
      command: `pnpm --filter @murmur/dev-instance start --port ${DEV_INSTANCE_PORT}`,
      url: `${DEV_INSTANCE_URL}/api/v1/instance`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `pnpm --filter @murmur/gateway start --port ${GATEWAY_PORT} --backend ${DEV_INSTANCE_URL}`,
      url: `${BASE_URL}/static/remotes.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
