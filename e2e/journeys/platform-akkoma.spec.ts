import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AkkomaStaticServer, startAkkomaStatic } from '../support/akkoma-static';
import { expect, test } from '../support/csp';
import { type InstalledPackage, installPackage, VERSION as version } from '../support/package-install';
import { DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';
import { resetDevInstance, signIn } from '../support/sign-in';

// `npm run package` installed the way an Akkoma operator does it: the zip unpacked into
// instance/static/frontends/murmur/<version>/, served by a server that follows Akkoma's routing
// (support/akkoma-static.ts), under Akkoma's kind of policy, with no gateway.
const port = EXTRA_PORT + 1;
const origin = `http://localhost:${port}`;

let installed: InstalledPackage;
let workDir = '';
let instanceStatic = '';
let frontendDir = '';
let zipFile = '';
let server: AkkomaStaticServer | undefined;

/** Every file under a folder, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

test.beforeAll(async () => {
  installed = await installPackage();
  ({ workDir, instanceStatic, frontendDir, zipFile } = installed);
  server = await startAkkomaStatic({
    frontendDir,
    instanceStaticDir: instanceStatic,
    backend: DEV_INSTANCE_URL,
    port,
  });
});

test.afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

test.describe('Murmur installed on Akkoma from its package', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the package is laid out for static/frontends/murmur/<version>/', async () => {
    const files = filesUnder(frontendDir);
    expect(files).toContain('index.html');
    expect(files).toContain('static/remotes.json');
    expect(files).toContain('static/config.json');
    for (const name of ['timelines', 'composer', 'profiles', 'settings', 'moderation']) {
      expect(files).toContain(`remotes/${name}/mf-manifest.json`);
      expect(files).toContain(`remotes/${name}/remoteEntry.js`);
    }
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    // The stock remotes are where the shell's built-in defaults find them (/remotes/<name>/); the
    // package's remotes.json is the operator's file, and names no change (decision 0110).
    const manifest = JSON.parse(readFileSync(path.join(frontendDir, 'static/remotes.json'), 'utf8'));
    expect(manifest).toEqual({ remotes: {}, slots: {} });
    const bytes = files.reduce((sum, f) => sum + statSync(path.join(frontendDir, f)).size, 0);
    console.log(
      `[package] murmur-${version}.zip: ${(statSync(zipFile).size / 1024).toFixed(1)} KiB; unpacked ${(bytes / 1024).toFixed(1)} KiB in ${files.length} files`,
    );
  });

  test('a visitor reads /main/all: 20 posts, older ones, a tag and a conversation by direct link', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page).toHaveURL(/\/main\/all$/);
    const articles = page.getByRole('feed').locator('article');
    await expect(articles).toHaveCount(20);
    await expect(articles.nth(19).locator('a[href^="/notice/"]').first()).toBeVisible();
    await page.getByRole('button', { name: /load older/i }).click();
    await expect(articles).toHaveCount(40);
    const notice = await articles.first().locator('a[href^="/notice/"]').first().getAttribute('href');
    const hashtag = page.getByRole('feed').locator('a[href^="/tag/"]:visible').first();
    const tagHref = await hashtag.getAttribute('href');
    await hashtag.click();
    await expect(
      page.getByRole('heading', { name: `#${decodeURIComponent(tagHref!.slice(5))}` }),
    ).toBeVisible();
    // A client route opened directly is Akkoma's fallback: index.html, then the app's route.
    await page.goto(notice!);
    await expect(page.locator('article').first()).toBeVisible();
    await page.goto('/users/alice');
    await expect(page.getByRole('heading', { name: /alice/i }).first()).toBeVisible();
  });

  test('alice signs in, posts, and the timeline shows it', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    const text = `Hello from the Akkoma install ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Post new status' }).fill(text);
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('feed').locator('article').first()).toContainText(text);
  });

  test('the instance’s own /static/ files win over the frontend’s', async ({ request }) => {
    // The dev instance plays the instance's static folder for config.json...
    const config = await (await request.get('/static/config.json')).json();
    const devConfig = await (await fetch(`${DEV_INSTANCE_URL}/static/config.json`)).json();
    expect(config).toEqual(devConfig);
    // ...and a file the operator puts in instance/static/static/ replaces the package's.
    const override = path.join(instanceStatic, 'static/remotes.json');
    mkdirSync(path.dirname(override), { recursive: true });
    writeFileSync(override, '{"remotes":{},"slots":{},"operator":true}');
    try {
      expect(await (await request.get('/static/remotes.json')).json()).toMatchObject({ operator: true });
    } finally {
      rmSync(override);
    }
    expect(existsSync(override)).toBe(false);
    expect(await (await request.get('/static/remotes.json')).json()).not.toHaveProperty('operator');
  });
});
