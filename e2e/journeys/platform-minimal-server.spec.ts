import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { type FlavouredServer, startFlavouredServer } from '../support/flavoured-server';
import { EXTRA_PORT } from '../support/ports';
import { answerExampleHosts } from '../support/seeded-posts';
import { DEMO_PASSWORD } from '../support/sign-in';

// Murmur against a server that is not Akkoma: the dev instance's `minimal` flavour, like a small
// single-user Mastodon-API server. It refuses the `admin` scope and the password grant, keeps its
// timelines for signed-in users, serves no Pleroma paths, no direct timeline, no conversations and
// no streaming, checks PKCE as Mastodon does (so signing in proves Murmur's verifier), uses
// notification ids with slashes, and keeps its sign-in page outside /oauth/ on its own address.
const gatewayPort = EXTRA_PORT + 5;
const instancePort = EXTRA_PORT + 6;
const origin = `http://localhost:${gatewayPort}`;

let server: FlavouredServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFlavouredServer('minimal', gatewayPort, instancePort);
});

test.afterAll(async () => {
  await server?.close();
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

/** Console errors and uncaught exceptions: none may happen on such a server. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

const signInPanel = (page: Page) => page.getByText('This server shows its posts to signed-in users only.');
const firstPost = (page: Page) => page.getByRole('feed').locator('article').first();

test.describe('a small Mastodon-API server (the minimal flavour)', () => {
  test.describe.configure({ mode: 'serial' });

  test('a visitor gets the sign-in panel on every public timeline, with no error', async ({ page }) => {
    const errors = watchConsole(page);
    for (const route of ['/', '/main/all', '/main/public', '/tag/cats']) {
      await page.goto(route);
      await expect(signInPanel(page)).toBeVisible();
      await expect(page.getByText(/Unexpected status|Error fetching/)).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('a new user signs in on the server’s own page, reads every timeline and logs out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await answerExampleHosts(page);
    await page.goto('/login');
    // No password grant here: only the server's page is offered.
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByRole('region', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();

    // The server's sign-in page, on the server's own address and outside /oauth/.
    await expect(page).toHaveURL(new RegExp(`^${server?.serverOrigin}/login\\?next=`));
    await page.getByLabel(/user ?name/i).fill('alice');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
    // Its consent page, then back to Murmur.
    await page.getByRole('button', { name: /allow|authori[sz]e|approve/i }).click();
    await expect(page).toHaveURL(`${origin}/main/friends`);
    await expect(firstPost(page)).toBeVisible();

    for (const route of ['/main/public', '/main/all', '/tag/cats', '/alice']) {
      await page.goto(route);
      await expect(firstPost(page)).toBeVisible();
    }
    await expect(page.locator('#main-content .user-card').first()).toBeVisible();

    // No direct timeline and no conversations here (issue 27, point 9): the capability map knows
    // it from nodeinfo, so no entry leads there, and the address itself says so without an error.
    await expect(page.getByRole('link', { name: 'Direct messages' })).toHaveCount(0);
    await page.goto('/users/alice/dms');
    await expect(page.getByText('This server does not offer direct messages.')).toBeVisible();
    await expect(page.getByRole('feed')).toHaveCount(0);
    await expect(page.getByText(/Unexpected status|Error fetching/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(signInPanel(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
