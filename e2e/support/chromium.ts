import { existsSync } from 'node:fs';

/** Debian's Chromium: the browser every journey and benchmark runs in (none is downloaded). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) throw new Error("Chromium not found: install Debian's package (apt-get install chromium)");
  return found;
}

/**
 * The browser the journeys run in: Debian's Chromium headless shell (package
 * chromium-headless-shell: the same Blink and V8 release as /usr/bin/chromium, without the
 * desktop browser around them), which is what Playwright itself runs headless. A cold start of
 * Murmur costs it about 40 % less time and CPU than the full browser in headless mode (decision
 * 0210), and the journeys start several hundred. Journeys about what only the full browser has
 * (service workers delivering push, installing) use `fullBrowser` below; E2E_FULL_CHROMIUM=1 runs
 * every journey in the full browser, and without the package they fall back to it.
 */
export function journeyChromiumPath(): string {
  const shell = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/lib/chromium/chromium-headless-shell'].find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
  return process.env.E2E_FULL_CHROMIUM === '1' || !shell ? chromiumPath() : shell;
}

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `test.use(fullBrowser)`: the file's journeys run in the full Chromium (a worker of their own). */
export const fullBrowser = { launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } };
