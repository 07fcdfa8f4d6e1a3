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
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    const markersAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/markers') markersAsked.push(request.method());
    });
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
    // Back through the callback and a whole start-up: slow on a busy machine.
    await expect(page).toHaveURL(`${origin}/main/friends`, { timeout: 30_000 });
    await expect(firstPost(page)).toBeVisible({ timeout: 30_000 });

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
    // The read markers, which this server lacks, were asked once at the first start and learned
    // for the tab (learned-features.ts): not again on each of the five pages opened since.
    expect(markersAsked).toEqual(['GET']);
    expect(errors.filter((e) => !/status of 404 .*\/api\/v1\/markers/.test(e))).toEqual([]);
  });

  test('offers no poll, scope or edit it lacks, learns each missing call once, and a description costs no post', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await answerExampleHosts(page);
    await page.goto('/login');
    await page.getByRole('region', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel(/user ?name/i).fill('alice');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
    await page.getByRole('button', { name: /allow|authori[sz]e|approve/i }).click();
    await expect(page).toHaveURL(`${origin}/main/friends`);

    // No configuration.polls, no Pleroma scope.
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await expect(form.getByRole('button', { name: 'Upload media' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add poll' })).toHaveCount(0);
    await expect(
      form.getByRole('combobox', { name: 'Visibility' }).locator('option[value="local"]'),
    ).toHaveCount(0);

    // The server answers a change of a description with 500; the upload carries it instead.
    const image = await fetch(`${server?.serverOrigin}/media/g/harbour/320x200.png`);
    await form.getByRole('textbox', { name: 'Post new status' }).fill('A picture from a small server');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles([
      { name: 'harbour.png', mimeType: 'image/png', buffer: Buffer.from(await image.arrayBuffer()) },
    ]);
    await form.getByRole('textbox', { name: 'Description of harbour.png' }).fill('Boats moored at dusk');
    await form.getByRole('button', { name: 'Post' }).click();
    const post = page
      .getByRole('feed')
      .locator('article')
      .filter({ hasText: 'A picture from a small server' })
      .first();
    await expect(post.getByRole('img', { name: 'Boats moored at dusk' })).toBeVisible();
    // Its preview is a WebP thumbnail, as a small server's are: shown as the still it is, not
    // stopped behind a 'GIF' cover.
    await expect(post.getByRole('img', { name: 'Boats moored at dusk' })).toHaveAttribute(
      'src',
      /\/thumbnail\.webp$/,
    );
    await expect(post.locator('.still-image')).toHaveCount(0);

    // Edits: `api_versions.mastodon` says yes (its own version '0.10.0' would not), the server's 404 says no: said once, then not offered.
    // It keeps no source either (404): the form opens on the post's text as shown, and says so.
    // Quoting: offered by the instance's `feature_quote`.
    await post.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Quote', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('note')).toContainText(
      'This server does not send a post’s text as it was written',
    );
    const edit = page.getByRole('dialog').getByRole('form', { name: 'Edit status' });
    await expect(edit.getByRole('textbox', { name: 'Edit status' })).toHaveValue(
      'A picture from a small server',
    );
    await edit.getByRole('textbox', { name: 'Edit status' }).fill('An edited picture');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText('This server does not offer this.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await post.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);

    // Muting a conversation: the same.
    await page.getByRole('menuitem', { name: 'Mute conversation' }).click();
    await expect(post.getByRole('alert')).toHaveText('This server does not offer this.');
    await post.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mute conversation' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A private note: the text stays on screen with the sentence, never an empty "Error:".
    await page.goto('/bob');
    const card = page.locator('#main-content .user-card').first();
    await card.getByRole('textbox', { name: 'Private note' }).fill('Met at the harbour');
    // Saved 1.5 s after the last key, then the server's answer: room for a busy machine.
    await expect(
      card.getByRole('status').filter({ hasText: 'This server does not offer this.' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('textbox', { name: 'Private note' })).toHaveValue('Met at the harbour');

    // Dismissing one notification.
    await page.goto('/alice/notifications');
    const panel = page.locator('section.notifications');
    const first = panel.locator('li.notification').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Dismiss' }).click();
    await expect(first.getByRole('status')).toHaveText('This server does not offer this.');
    await expect(panel.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await expect(page.getByText(/Unexpected status|invalid_request|Error: *$/)).toHaveCount(0);

    // Its nodeinfo names software other than Pleroma's: the settings of Pleroma's account calls
    // say in one line that it does not offer them, without asking.
    const pleromaAsked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(v1\/)?(pleroma|akkoma)\/|^\/api\/oauth_tokens/.test(path)) pleromaAsked.push(path);
    });
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    for (const name of ['Security', 'Account backup', 'Move account']) {
      await settings.getByRole('tab', { name, exact: true }).click();
      await expect(settings.getByRole('tabpanel')).toHaveText('This server does not offer this.');
    }
    expect(pleromaAsked).toEqual([]);
    // The console holds the failed requests the server answered 404 or 500, and nothing else.
    expect(errors.filter((e) => !/status of (404|500)/.test(e))).toEqual([]);
  });
});
