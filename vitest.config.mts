import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace: browser-side packages use happy-dom, Node packages (the
// dev instance and the gateway) run in node.
export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the test files one
    // at a time; the main process mostly waits on its workers, so every core gets one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'browser',
          environment: 'happy-dom',
          setupFiles: ['build/vitest-setup-dom.ts', 'shared/src/html/testing/happy-dom-fidelity.ts'],
          // Room for the ten-second waits of build/vitest-setup-dom.ts: `npm test` runs the unit tests
          // beside the journeys at a lower priority, where a busy moment can stall them for seconds.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: [
            'shared/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'remotes/*/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'dev-instance/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'remote-kit/test/**/*.test.ts',
            'reference/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
