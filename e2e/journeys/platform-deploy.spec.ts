import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type AkkomaStaticServer, startAkkomaStatic } from '../support/akkoma-static';
import { expect, test } from '../support/csp';
import {
  buildPackage,
  type InstalledPackage,
  installPackage,
  ROOT,
  runScript,
} from '../support/package-install';
import { DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';
import { resetDevInstance } from '../support/sign-in';

// Each remote ships alone: its team builds it, deploys it beside the live site under a versioned
// folder, and the operator's static/remotes.json points at it; nothing else is rebuilt, and rolling
// back is one line. The site is an installed package (support/package-install.ts) served as Akkoma
// serves it, and the deploys go where an operator's files go: the instance's own static folder,
// which wins over the installed package (the package itself is never written to).
const port = EXTRA_PORT + 2;
const origin = `http://localhost:${port}`;

let installed: InstalledPackage;
let server: AkkomaStaticServer | undefined;

const remotesFile = () => path.join(installed.instanceStatic, 'static/remotes.json');
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());

/** Fingerprints of what must not change when one remote is deployed. */
function untouched(): Record<string, string> {
  const files = [
    'index.html',
    'static/remotes.json',
    'remotes/timelines/remoteEntry.js',
    'remotes/settings/mf-manifest.json',
  ];
  return Object.fromEntries(files.map((f) => [f, readFileSync(path.join(installed.frontendDir, f), 'utf8')]));
}

test.beforeAll(async () => {
  installed = await installPackage();
  server = await startAkkomaStatic({
    frontendDir: installed.frontendDir,
    instanceStaticDir: installed.instanceStatic,
    backend: DEV_INSTANCE_URL,
    port,
  });
});

test.afterAll(async () => {
  await server?.close();
  if (installed) rmSync(installed.workDir, { recursive: true, force: true });
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

test.describe('deploying one remote alone', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a new build of one remote goes live after a reload, and one line rolls it back', async ({ page }) => {
    test.setTimeout(180_000);
    if (!existsSync(path.join(ROOT, 'examples/acme-theme/dist/mf-manifest.json')))
      buildPackage('@acme/theme');
    const before = untouched();
    // Version 1: the theme team's current build, filling the theme slot.
    runScript('deploy-remote', [
      'examples/acme-theme',
      installed.instanceStatic,
      '--label',
      '1.0.0',
      '--slot',
      'settings/theme=theme',
    ]);
    await page.goto('/main/all');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme-sunrise');
    expect(await background(page)).toBe('#fff8f0');

    // Version 2: rebuilt with a visible change, into its own folder, deployed beside version 1.
    const out = path.join(installed.workDir, 'acme-theme-2');
    buildPackage('@acme/theme', { ACME_THEME_BACKGROUND: '#eef6ff', ACME_THEME_OUT: out });
    const said = runScript('deploy-remote', [
      'examples/acme-theme',
      installed.instanceStatic,
      '--from',
      out,
      '--label',
      '2.0.0',
    ]);
    expect(said).toContain(
      'to roll back, set "acme_theme": "/static/remotes/acme_theme/1.0.0/mf-manifest.json"',
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme-sunrise');
    await expect.poll(() => background(page)).toBe('#eef6ff');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    expect(untouched()).toEqual(before);
    expect(
      existsSync(path.join(installed.instanceStatic, 'static/remotes/acme_theme/1.0.0/mf-manifest.json')),
    ).toBe(true);

    // Rollback: the one line back to the previous folder.
    const lines = readFileSync(remotesFile(), 'utf8').split('\n');
    const changed = lines.map((line) =>
      line.includes('"acme_theme": "/static/remotes/acme_theme/2.0.0/')
        ? line.replace('2.0.0', '1.0.0')
        : line,
    );
    expect(changed.filter((line, i) => line !== lines[i])).toHaveLength(1);
    writeFileSync(remotesFile(), changed.join('\n'));
    await page.reload();
    await expect.poll(() => background(page)).toBe('#fff8f0');
  });

  test('a remote built against a newer major of the contract is refused; an older minor is accepted', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    /** Deploys the stock timelines build as if built against another @murmur/shared version. */
    const deployTimelinesBuiltAgainst = (version: string) => {
      const dist = path.join(installed.workDir, `timelines-${version}`);
      cpSync(path.join(ROOT, 'remotes/timelines/dist'), dist, { recursive: true });
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      for (const shared of manifest.shared) if (shared.name === '@murmur/shared') shared.version = version;
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
      runScript('deploy-remote', [
        'timelines',
        installed.instanceStatic,
        '--from',
        dist,
        '--label',
        `contract-${version}`,
      ]);
    };

    deployTimelinesBuiltAgainst('99.0.0');
    await page.goto('/main/all');
    const error = page.getByRole('alert').filter({ hasText: 'An error occurred' });
    await expect(error).toBeVisible();
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('feed')).toHaveCount(0);
    expect(messages.join('\n')).toContain('Remote "timelines" was built against @murmur/shared 99.0.0');
    // The rest of Murmur keeps working: the navigation is there.
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();

    deployTimelinesBuiltAgainst('0.0.1');
    await page.reload();
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
  });
});
