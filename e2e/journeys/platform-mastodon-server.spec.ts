import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { type FlavouredServer, startFlavouredServer } from '../support/flavoured-server';
import { EXTRA_PORT } from '../support/ports';
import { answerExampleHosts } from '../support/seeded-posts';
import { DEMO_PASSWORD } from '../support/sign-in';

// Murmur against the dev instance's `mastodon` flavour: Mastodon's API with no Pleroma or Akkoma
// path or field. Nothing Pleroma-only may be asked for, and nothing may fail on the console.
const gatewayPort = EXTRA_PORT + 7;
const instancePort = EXTRA_PORT + 8;
const origin = `http://localhost:${gatewayPort}`;

let server: FlavouredServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFlavouredServer('mastodon', gatewayPort, instancePort);
});

test.afterAll(async () => {
  await server?.close();
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

/** Console errors, uncaught exceptions and requests for Pleroma's own paths. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(v1\/)?(pleroma|akkoma)\/|^\/instance\/panel|^\/static\/(config|stickers)\.json/.test(path))
      problems.push(`asked a Pleroma path: ${path}`);
  });
  return problems;
}

const firstPost = (page: Page) => page.getByRole('feed').locator('article').first();

test.describe('a Mastodon server (the mastodon flavour)', () => {
  test('a visitor reads, then signs in with a password, reads home, a profile and DMs, and logs out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    await answerExampleHosts(page);
    await page.goto('/main/all');
    await expect(firstPost(page)).toBeVisible();
    await page.goto('/login');
    const login = page.getByRole('region', { name: 'Log in' });
    await login.getByLabel('Username').fill('alice');
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/main/friends`);
    await expect(firstPost(page)).toBeVisible();
    // Mastodon would publish a 'preview': the form does not offer one.
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await expect(form.getByRole('button', { name: 'Upload media' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Preview' })).toHaveCount(0);
    for (const route of ['/main/public', '/tag/cats', '/bob', '/users/alice/dms']) {
      await page.goto(route);
      await expect(page.getByRole('feed').first()).toBeVisible();
      await expect(page.getByText(/Unexpected status|Error fetching/)).toHaveCount(0);
    }
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(firstPost(page)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
