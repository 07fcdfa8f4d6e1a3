#!/usr/bin/env node
// The two commands of the README (`npm start`, `npm test`) and `npm run bench`. They need only
// Node and npm: pnpm, the dependencies and (for tests) Debian's Chromium, Firefox ESR and WebKitGTK
// driver are installed on demand.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  console.log(`\x1b[36m[murmur]\x1b[0m ${message}`);
}

function fail(message) {
  console.error(`\x1b[31m[murmur]\x1b[0m ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

function has(command, args = ['--version']) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

function ensurePnpm() {
  if (has('pnpm')) return;
  if (!isRoot) {
    fail(
      `pnpm is missing. Install it with:\n    npm install -g pnpm@${PNPM_VERSION}\nthen run this command again.`,
    );
  }
  log(`installing pnpm ${PNPM_VERSION} from npm`);
  run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
}

function ensureDependencies() {
  log('installing dependencies (pnpm install)');
  run('pnpm', ['install', '--frozen-lockfile']);
}

export function findChromium() {
  return CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
}

/** The journeys' browser: Chromium's headless shell, from the same Debian source (decision 0210). */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

function ensureChromium() {
  const missing = [
    ...(findChromium() ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  const list = missing.join(' ');
  if (!isRoot) {
    fail(
      `${list} missing. Install Debian's packages with:\n    sudo apt-get update && sudo apt-get install -y ${list}\nthen run this command again.`,
    );
  }
  log(`installing Debian's ${list} (apt-get install)`);
  run('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('apt-get', ['install', '-y', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Firefox ESR and WebKitGTK's driver (under Xvfb) for the cross-engine journeys, as Debian ships them. */
const ENGINE_PACKAGES = [
  { package: 'firefox-esr', command: '/usr/bin/firefox-esr' },
  { package: 'webkit2gtk-driver', command: '/usr/bin/WebKitWebDriver' },
  { package: 'xvfb', command: '/usr/bin/Xvfb' },
];

function ensureEngines() {
  const missing = ENGINE_PACKAGES.filter((entry) => !existsSync(entry.command)).map((entry) => entry.package);
  if (missing.length === 0) return;
  const list = missing.join(' ');
  if (!isRoot) {
    fail(
      `The cross-engine journeys need Debian's ${list}. Install them with:\n    sudo apt-get update && sudo apt-get install -y ${list}\nthen run this command again.`,
    );
  }
  log(`installing Debian's ${list} (apt-get install ${list})`);
  run('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('apt-get', ['install', '-y', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The other engines' versions, printed with Chromium's: a new release can change what they see. */
function logEngineVersions() {
  const firefox = spawnSync('/usr/bin/firefox-esr', ['--version'], { encoding: 'utf8' });
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax, not a template
  const webkit = spawnSync('dpkg-query', ['-W', '-f', '${Version}', 'webkit2gtk-driver'], {
    encoding: 'utf8',
  });
  log(`cross-engine journeys run in ${(firefox.stdout ?? '').trim() || 'Firefox (version unknown)'}`);
  log(`and WebKitGTK ${(webkit.stdout ?? '').trim() || '(version unknown)'} (WebKitWebDriver, under Xvfb)`);
}

/** The journeys' browser version, printed first: a new Chromium release can change what they see. */
function logChromiumVersion() {
  const chromium = findChromium();
  const result = spawnSync(chromium, ['--version'], { encoding: 'utf8' });
  const version = (result.stdout ?? '').trim() || 'version unknown';
  const shell = existsSync(HEADLESS_SHELL_PATH)
    ? (spawnSync(HEADLESS_SHELL_PATH, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim()
    : '';
  log(
    `journeys run in ${shell ? `its headless shell, ${shell}` : version} (${chromium}); the bench in the full browser`,
  );
}

function pnpm(...args) {
  run('pnpm', args);
}

/** Starts long-running children and stops them all together. */
function supervise(children) {
  const procs = children.map(({ name, command, args, env }) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGTERM' || signal === 'SIGINT') return;
      console.error(`[murmur] ${name} stopped (${code ?? signal}); stopping everything`);
      shutdown(code ?? 1);
    });
    return child;
  });
  let stopping = false;
  function shutdown(code) {
    if (stopping) return;
    stopping = true;
    for (const child of procs) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500);
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}

function start() {
  ensurePnpm();
  ensureDependencies();
  const port = process.env.PORT ?? '8080';
  const backend = process.env.MURMUR_BACKEND;
  const children = [];
  if (!backend) {
    children.push({
      name: 'dev instance',
      command: 'pnpm',
      args: ['--filter', '@murmur/dev-instance', 'start', '--port', '4000', '--replay-rate', '6'],
    });
  }
  // Builds, then rebuilds on change; the gateway serves whatever is on disk, so a reload shows it.
  children.push({
    name: 'watch',
    command: 'pnpm',
    args: ['-r', '--parallel', '--filter', './shell', '--filter', './remotes/*', 'run', 'watch'],
    env: { NODE_ENV: 'development' },
  });
  children.push({
    name: 'gateway',
    command: 'pnpm',
    args: [
      '--filter',
      '@murmur/gateway',
      'start',
      '--port',
      port,
      '--backend',
      backend ?? 'http://127.0.0.1:4000',
    ],
  });
  log(`starting: open http://localhost:${port} (server: ${backend ?? 'the dev instance with demo data'})`);
  supervise(children);
}

async function test() {
  ensurePnpm();
  ensureDependencies();
  ensureChromium();
  ensureEngines();
  logChromiumVersion();
  logEngineVersions();
  log('lint');
  pnpm('lint');
  log('typecheck');
  pnpm('typecheck');
  log('production build');
  pnpm('build');
  // The Chromium journeys leave part of the two cores idle (they wait on pages, timers and servers:
  // ~1.35 cores busy of 2, decision 0130), so the unit tests, then the cross-engine journeys, run
  // beside them at a lower CPU priority: they take the idle time, and the Chromium journeys, the
  // longest part, keep the cores when they need them. One after the other, and one worker each, so
  // that the parts beside never hold more than one core. MURMUR_TEST_ENGINES=0 leaves the
  // cross-engine journeys out (decision 0130).
  const unit = startBeside('unit tests', ['test:unit', '--maxWorkers=1'], 'unit.log');
  const engines =
    process.env.MURMUR_TEST_ENGINES === '0'
      ? null
      : startBeside('cross-engine journeys (Firefox ESR, then WebKitGTK)', ['test:engines'], 'engines.log', {
          after: unit.done,
          env: { ENGINES_WORKERS: '1' },
        });
  log('end-to-end journeys (Playwright, Chromium)');
  const journeys = await new Promise((resolve) => {
    const child = spawn('pnpm', ['test:e2e'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  const failures = [];
  for (const part of [unit, engines]) {
    if (!part) continue;
    log(`${part.name}: waiting for them to finish`);
    const code = await part.done;
    process.stdout.write(readFileSync(part.logFile, 'utf8'));
    if (code !== 0)
      failures.push(`the ${part.name} failed (exit code ${code}); their log is ${part.logFile}`);
  }
  if (journeys !== 0) failures.push(`pnpm test:e2e failed with exit code ${journeys}`);
  if (failures.length > 0) fail(failures.join('; '));
  log('all checks passed');
  printSummary();
}

/**
 * How much lower than the journeys the parts run beside them are scheduled (nice(1)). They stay in
 * this process's session: with the kernel's autogroup scheduling a new session (a detached child)
 * is a group of its own that gets an equal share whatever its niceness.
 */
const BESIDE_NICENESS = '5';

/**
 * Starts a pnpm script beside the journeys at a lower CPU priority once `after` has settled, its
 * output into a file (printed whole when it ends, so it does not interleave with the journeys').
 * An interrupt reaches it with the rest of this process group.
 */
function startBeside(name, args, logName, { after = Promise.resolve(), env = {} } = {}) {
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const logFile = path.join(root, 'test-results', logName);
  const done = after.then(
    () =>
      new Promise((resolve) => {
        const out = openSync(logFile, 'w');
        log(`${name} started beside the journeys; their log: ${logFile}`);
        const child = spawn('nice', ['-n', BESIDE_NICENESS, 'pnpm', ...args], {
          cwd: root,
          stdio: ['ignore', out, out],
          env: { ...process.env, ...env },
        });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', () => resolve(1));
      }),
  );
  return { name, logFile, done };
}

/** Counts from the unit and journey reports, as one closing line. */
function printSummary() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch {
      return null;
    }
  };
  const unit = read('test-results/unit.json');
  const journeys = read('e2e/test-results/journeys.json');
  const engines = read('e2e/test-results-engines/engines.json');
  const ok = (report) => (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  const passed = (unit?.numPassedTests ?? 0) + ok(journeys) + ok(engines);
  const failed =
    (unit?.numFailedTests ?? 0) + (journeys?.stats?.unexpected ?? 0) + (engines?.stats?.unexpected ?? 0);
  const skipped =
    (unit?.numPendingTests ?? 0) +
    (unit?.numTodoTests ?? 0) +
    (journeys?.stats?.skipped ?? 0) +
    (engines?.stats?.skipped ?? 0);
  console.log(
    `unit tests: ${unit?.numPassedTests ?? 0} passed; journeys: ${ok(journeys)} passed; cross-engine journeys: ${ok(engines)} passed`,
  );
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}

function bench() {
  ensurePnpm();
  ensureDependencies();
  ensureChromium();
  pnpm('build');
  pnpm('--filter', '@murmur/e2e', 'run', 'bench');
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') await test();
else if (command === 'bench') bench();
else fail('usage: node scripts/murmur.mjs start|test|bench');
