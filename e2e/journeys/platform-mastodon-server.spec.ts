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

  test('offers polls and edits by what the server says, keeps "read" in its markers, sends JSON, and names the settings it lacks', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const problems = watch(page);
    const forms: string[] = [];
    page.on('request', (request) => {
      const type = request.headers()['content-type'] ?? '';
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && type.startsWith('application/x-www-form-urlencoded')) forms.push(path);
    });
    await answerExampleHosts(page);
    await page.goto('/login');
    const login = page.getByRole('region', { name: 'Log in' });
    await login.getByLabel('Username').fill('alice');
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/main/friends`);

    // configuration.polls: a poll; no Pleroma 'local' scope. (The form's code arrives after the
    // start-up that follows the sign-in: slow on a busy machine.)
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await expect(form.getByRole('button', { name: 'Add poll' })).toBeVisible({ timeout: 30_000 });
    await expect(
      form.getByRole('combobox', { name: 'Visibility' }).locator('option[value="local"]'),
    ).toHaveCount(0);

    // Mastodon edits: Edit is offered on an own post, and saves.
    await form.getByRole('textbox', { name: 'Post new status' }).fill('A first thought on Mastodon');
    await form.getByRole('button', { name: 'Post' }).click();
    const post = page
      .getByRole('feed')
      .locator('article')
      .filter({ hasText: 'A first thought on Mastodon' })
      .first();
    await expect(post).toBeVisible();
    await post.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog').getByRole('form', { name: 'Edit status' });
    await edit.getByRole('textbox', { name: 'Edit status' }).fill('A second thought on Mastodon');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('feed').locator('article').filter({ hasText: 'A second thought on Mastodon' }).first(),
    ).toBeVisible();

    // A new list: the server reads JSON only (a form body would answer 400).
    await page.goto('/lists');
    await page.getByRole('textbox', { name: 'Title of a new list' }).fill('Neighbours');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/lists\/[^/]+\/edit$/);

    // "Mark all as read" goes to the read markers, as JSON, and holds after a reload.
    await page.goto('/alice/notifications');
    const panel = page.locator('section.notifications');
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await expect(panel.locator('.notifications__badge')).toBeVisible();
    const marked = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/markers',
    );
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    expect((await marked).postDataJSON()).toMatchObject({
      notifications: { last_read_id: expect.any(String) },
    });
    await expect(panel.locator('.notifications__badge')).toHaveCount(0);
    // The client reads the markers at start and counts nothing older as new, whichever request
    // brings the notifications in (the panel's page, the poll, the stream).
    const markersRead = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/markers',
    );
    await page.reload();
    await markersRead;
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await expect(panel.locator('.notifications__badge')).toHaveCount(0);
    await expect(panel.locator('li.notification--unseen')).toHaveCount(0);
    await expect(page.getByText(/Unexpected status|invalid_request/)).toHaveCount(0);
    expect(forms).toEqual([]);

    // Every settings tab: those of Pleroma's account calls say in one line that this server does
    // not offer them, by the capability map, without asking (no Pleroma path, checked below).
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const tabPanel = settings.getByRole('tabpanel');
    const lacking = ['Security', 'Settings profiles', 'Account backup', 'Account aliases', 'Move account'];
    for (const name of await settings.getByRole('tab').allInnerTexts()) {
      await settings.getByRole('tab', { name, exact: true }).click();
      await expect(settings.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      if (lacking.includes(name)) {
        await expect(tabPanel).toHaveText('This server does not offer this.');
      } else {
        await expect(tabPanel.getByText('This server does not offer this.')).toHaveCount(0);
        await expect(tabPanel.getByText(/could not be loaded|Unexpected status/)).toHaveCount(0);
      }
    }
    // Pleroma's own notification settings and list imports are not offered either.
    await settings.getByRole('tab', { name: 'Notifications', exact: true }).click();
    await expect(tabPanel.getByText('Block notifications from users who you do not follow')).toHaveCount(0);
    await settings.getByRole('tab', { name: 'Data import/export', exact: true }).click();
    await expect(tabPanel.getByRole('button', { name: 'Import follows from a file' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
