import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type AkkomaStaticServer, startAkkomaStatic } from '../support/akkoma-static';
import { chromiumPath } from '../support/chromium';
import { expect, test } from '../support/csp';
import {
  copyStarter,
  createStarter,
  installWithNpm,
  keptRelease,
  keptVersions,
  type OutsideRemote,
  packTarballs,
  relabelledTarball,
  temporaryFolder,
} from '../support/outside-remote';
import { type InstalledPackage, installPackage, ROOT } from '../support/package-install';
import { DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';

// An outside team's remote, start to finish, as docs/remotes.md walks it: the starter written
// outside the workspace, its dependencies installed with npm (Murmur's two packages from the
// tarballs `npm run package` writes, the rest from the registry), its unit tests, its build, its
// deployment beside a released Murmur (the unpacked package, served the Akkoma way), its screen in
// place of the stock About screen, and the stock screen again after the rollback.
const port = EXTRA_PORT + 5;
const previewPort = EXTRA_PORT + 6;
const origin = `http://localhost:${port}`;

let workDir = '';
let installed: InstalledPackage;
let remote: OutsideRemote;
let server: AkkomaStaticServer | undefined;
let tarballs: string[] = [];
const contractVersion = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'))
  .version as string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A first install on a machine downloads the registry's part (rspack, React, vitest...).
  test.setTimeout(900_000);
  workDir = temporaryFolder();
  mkdirSync(workDir, { recursive: true });
  tarballs = await packTarballs(path.join(workDir, 'tarballs'));
  installed = await installPackage();
  const starter = createStarter(workDir, 'acme-about');
  remote = installWithNpm(starter.dir, starter.container, tarballs);
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
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

test.describe('a remote from another repository, built with the published packages', () => {
  test('the starter installs from the tarballs alone and its unit tests pass', () => {
    test.setTimeout(180_000);
    const tree = remote.npm(['ls', '@murmur/shared', '@murmur/remote-kit', '--depth=0']);
    // Installed from the files, not linked to the workspace.
    expect(tree).toMatch(/@murmur\/shared@\d+\.\d+\.\d+/);
    expect(tree).toMatch(/@murmur\/remote-kit@\d+\.\d+\.\d+/);
    expect(tree).not.toContain('->');
    const unit = remote.npm(['test']);
    expect(unit).toMatch(/3 passed/);
  });

  test('deployed beside the released shell it replaces the About screen; rolled back, the stock one is back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    remote.npm(['run', 'build']);
    const main = page.getByRole('main');
    const ours = main.locator(`.${remote.container}-about`);

    await page.goto('/about');
    // The first page of a freshly started server (the whole shell, cold) may take a while.
    await expect(main.getByRole('heading', { level: 1, name: /^About / })).toBeVisible({ timeout: 60_000 });
    // The stock screen lists the staff; ours does not.
    await expect(main.getByRole('heading', { name: 'Administrators' })).toBeVisible({ timeout: 30_000 });
    await expect(ours).toHaveCount(0);

    const deployed = remote.npm(['run', 'deploy', '--', installed.frontendDir]);
    expect(deployed).toContain(`deployed ${remote.container} at /static/remotes/${remote.container}/`);
    await page.reload();
    await expect(ours).toBeVisible({ timeout: 30_000 });
    await expect(ours.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Administrators' })).toHaveCount(0);

    // The remote's messages follow the reader's language like the stock parts'.
    const language = page.getByRole('banner').getByRole('combobox');
    await language.selectOption('fr');
    await expect(ours.getByRole('heading', { level: 1, name: /^À propos de / })).toBeVisible({
      timeout: 30_000,
    });
    await language.selectOption('en');
    await expect(ours.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();

    remote.npm(['run', 'rollback', '--', installed.frontendDir]);
    await page.reload();
    // The stock screen's remote loads again, and its staff list asks the server for each person.
    await expect(main.getByRole('heading', { name: 'Administrators' })).toBeVisible({ timeout: 30_000 });
    await expect(ours).toHaveCount(0);
  });
});

/** The contract version a built remote's manifest records. */
const builtAgainst = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8')).shared as {
      name: string;
      version: string;
    }[]
  ).find((entry) => entry.name === '@murmur/shared')?.version;

// The contract's versioning promise across a real release: the previous version's tarballs, kept in
// releases/ as a project keeps its published versions, build a remote that today's shell runs; a
// remote built against a newer major is refused with the slot's error and a console message.
test.describe('version skew between the contract a remote was built against and the shell', () => {
  test('a remote built against the previous release works in today’s shell', async ({ page }) => {
    test.setTimeout(600_000);
    const previous = keptVersions().filter((v) => v !== contractVersion);
    expect(previous.length).toBeGreaterThan(0);
    const version = previous[previous.length - 1] as string;
    expect(version.split('.')[0]).toBe(contractVersion.split('.')[0]);
    expect(version).not.toBe(contractVersion);
    const dir = path.join(workDir, 'acme-about-previous');
    copyStarter(remote.dir, dir);
    const old = installWithNpm(dir, remote.container, keptRelease(version));
    old.npm(['run', 'build']);
    expect(builtAgainst(dir)).toBe(version);

    old.npm(['run', 'deploy', '--', installed.frontendDir, '--label', `built-against-${version}`]);
    try {
      await page.goto('/about');
      const ours = page.getByRole('main').locator(`.${remote.container}-about`);
      await expect(ours.getByRole('heading', { level: 1, name: /^About / })).toBeVisible({ timeout: 60_000 });
    } finally {
      old.npm(['run', 'rollback', '--', installed.frontendDir]);
    }
  });

  test('a remote built against a newer major is refused with the slot’s message', async ({ page }) => {
    test.setTimeout(300_000);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    const major = `${Number(contractVersion.split('.')[0]) + 1}.0.0`;
    const shared = tarballs.find((file) => path.basename(file).startsWith('murmur-shared-')) as string;
    const kit = tarballs.find((file) => path.basename(file).startsWith('murmur-remote-kit-')) as string;
    // A copy of its own: the starter itself stays built against today's contract for the tests
    // after this one (its own browser test among them).
    const dir = path.join(workDir, 'acme-about-next-major');
    copyStarter(remote.dir, dir);
    const next = installWithNpm(dir, remote.container, [relabelledTarball(shared, major, workDir), kit]);
    next.npm(['run', 'build']);
    expect(builtAgainst(dir)).toBe(major);

    next.npm(['run', 'deploy', '--', installed.frontendDir, '--label', `built-against-${major}`]);
    try {
      await page.goto('/about');
      const error = page.getByRole('main').getByRole('alert').filter({ hasText: 'An error occurred' });
      await expect(error).toBeVisible({ timeout: 60_000 });
      await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('main').locator(`.${remote.container}-about`)).toHaveCount(0);
      expect(messages.join('\n')).toContain(
        `Remote "${remote.container}" was built against @murmur/shared ${major}, a newer major than this shell's ${contractVersion}`,
      );
      // The rest of Murmur keeps working.
      await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    } finally {
      next.npm(['run', 'rollback', '--', installed.frontendDir]);
    }
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Administrators' })).toBeVisible({
      timeout: 30_000,
    });
  });
});

// Last: the starter's own browser test, a Playwright run of its own inside this one.
test.describe('the starter’s browser test', () => {
  // The starter exactly as a new team gets it (built against today's contract), under
  // `murmur-remote preview` with the released zip and the dev instance behind it.
  test('its own browser test passes against the released shell through the kit’s preview', () => {
    test.setTimeout(300_000);
    const output = remote.npm(['run', 'test:browser', '--', '--reporter=line'], {
      MURMUR_SHELL: installed.zipFile,
      MURMUR_BACKEND: DEV_INSTANCE_URL,
      PREVIEW_PORT: String(previewPort),
      CHROMIUM_PATH: chromiumPath(),
    });
    expect(output).toMatch(/1 passed/);
  });
});
