import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** An element in the page, as the driver knows it. */
export type Handle = ElementHandle<Element> | WebElement;

/**
 * What the shared journey steps need from a browser, and no more: every query and check runs as a
 * script in the page (support/page.ts), so only navigation, input and screenshots differ per driver.
 * `script` is a function body that reads its arguments from `arguments`.
 */
export interface Driver {
  readonly engine: EngineName;
  readonly version: string;
  navigate(url: string): Promise<void>;
  url(): Promise<string>;
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  runForElement(script: string, ...args: unknown[]): Promise<Handle | null>;
  click(element: Handle): Promise<void>;
  /** Types text into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  /** One key, with modifiers as `Control+Enter` / `Shift+Tab`. */
  press(key: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Uncaught errors the driver heard of itself since the last call (Firefox through BiDi). */
  drainErrors(): string[];
  close(): Promise<void>;
}

const VIEWPORT = { width: 1200, height: 900 };

export function firefoxPath(): string {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
  if (!found)
    throw new Error("Firefox ESR not found: install Debian's package (apt-get install firefox-esr)");
  return found;
}

/**
 * Firefox ESR through WebDriver BiDi, which Firefox speaks itself: puppeteer-core starts it with a
 * fresh profile and needs no geckodriver (Debian has none, and it cannot be downloaded here).
 */
export async function launchFirefox(): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: {
      // The journeys read the interface in English whatever the machine's locale is.
      'intl.accept_languages': 'en-US,en',
      'intl.locale.requested': 'en-US',
    },
  });
  const version = await browser.version();
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors: string[] = [];
  // Generous: on a loaded 2-core machine a full load of the production build can take over 30 s.
  page.setDefaultNavigationTimeout(Number(process.env.ENGINES_NAVIGATION_MS ?? 90_000));
  page.on('pageerror', (error) => {
    const message = String((error as Error).message ?? error);
    // Firefox reports an undecodable image (the dev instance seeds broken avatars of a hostile
    // server on purpose) as a script-category log entry; the client draws its fallback for it, and
    // no script failed.
    if (message === 'Image corrupt or truncated.') return;
    errors.push(`page error: ${message}`);
  });
  const fn = (script: string) => new Function(script) as (...args: unknown[]) => unknown;
  return {
    engine: 'firefox',
    version,
    navigate: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    run: async <T>(script: string, ...args: unknown[]) => (await page.evaluate(fn(script), ...args)) as T,
    runForElement: async (script, ...args) => {
      const handle = await page.evaluateHandle(fn(script), ...args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    },
    click: async (element) => (element as ElementHandle<Element>).click(),
    type: async (text) => page.keyboard.type(text),
    press: async (combo) => {
      const keys = combo.split('+') as KeyInput[];
      for (const key of keys) await page.keyboard.down(key);
      for (const key of [...keys].reverse()) await page.keyboard.up(key);
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    drainErrors: () => errors.splice(0),
    close: () => browser.close(),
  };
}

const SELENIUM_KEYS: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Backspace: Key.BACK_SPACE,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
  Shift: Key.SHIFT,
  Control: Key.CONTROL,
  Alt: Key.ALT,
  Meta: Key.META,
  Space: Key.SPACE,
};

/** Runs a command quietly and says whether it is there. */
export function hasCommand(command: string, args: string[] = ['--version']): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** Starts Xvfb on the first free display and resolves with that display's number. */
function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdio[3]?.once('data', (data) => resolve({ display: String(data).trim(), child }));
  });
}

function stop(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * WebKitGTK through Debian's WebKitWebDriver (classic W3C WebDriver; this build has no BiDi). Its
 * MiniBrowser is a GTK window, so it runs under its own Xvfb unless a display is given.
 */
export async function launchWebKit(driverPort: number): Promise<Driver> {
  // ENGINES_DISPLAY=:0 shows the window on a desktop instead, to watch a journey.
  const xvfb = process.env.ENGINES_DISPLAY ? undefined : await startXvfb();
  const display = xvfb ? `:${xvfb.display}` : process.env.ENGINES_DISPLAY;
  const service = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
    env: {
      ...process.env,
      DISPLAY: display,
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // A worker that is ended without closing its driver must not leave the browser behind.
  process.once('exit', () => {
    stop(service);
    stop(xvfb?.child);
  });
  const server = `http://127.0.0.1:${driverPort}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${server}/status`)).ok) break;
    } catch {
      if (tries > 100) throw new Error(`WebKitWebDriver did not answer on ${server}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { args: ['--automation'] },
      })
      .build();
  } catch (error) {
    stop(service);
    stop(xvfb?.child);
    throw error;
  }
  // axe over a long page takes more than the default 30 s on a busy machine.
  await driver.manage().setTimeouts({ script: 120_000 });
  await driver.manage().window().setRect({ width: VIEWPORT.width, height: VIEWPORT.height });
  const version = String((await driver.getCapabilities()).getBrowserVersion());
  const keyOf = (key: string) => SELENIUM_KEYS[key] ?? key;
  return {
    engine: 'webkit',
    version: `WebKitGTK ${version}`,
    navigate: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    run: <T>(script: string, ...args: unknown[]) => driver.executeScript<T>(script, ...args),
    runForElement: async (script, ...args) => {
      const found = await driver.executeScript<WebElement | null>(script, ...args);
      return found ?? null;
    },
    click: (element) => (element as WebElement).click(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: async (combo) => {
      const keys = combo.split('+').map(keyOf);
      let actions = driver.actions();
      for (const key of keys) actions = actions.keyDown(key);
      for (const key of [...keys].reverse()) actions = actions.keyUp(key);
      await actions.perform();
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64')),
    drainErrors: () => [],
    close: async () => {
      await driver.quit().catch(() => undefined);
      stop(service);
      stop(xvfb?.child);
    },
  };
}
