import { defineConfig } from '@playwright/test';

// The browser test runs the remote inside a released Murmur: `murmur-remote preview` serves the
// released package (MURMUR_SHELL: its unpacked folder or zip) with this remote's build in its
// slot, and sends the server's routes to MURMUR_BACKEND (a Murmur dev instance or a real server).
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const shell = process.env.MURMUR_SHELL;
const backend = process.env.MURMUR_BACKEND;
if (!shell || !backend) {
  throw new Error('Set MURMUR_SHELL (a released Murmur package) and MURMUR_BACKEND (its server) first');
}

export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  // The first page of a freshly started preview loads the whole shell cold.
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A browser of the system (for instance Debian's Chromium), or Playwright's own.
    launchOptions: process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {},
  },
  webServer: {
    command: `murmur-remote preview --shell "${shell}" --backend "${backend}" --port ${port} --no-watch`,
    url: `http://localhost:${port}/static/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
