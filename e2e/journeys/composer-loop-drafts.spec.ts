import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// Issue 23, items 6, 7 and 8: drafts belong to one account on one instance; a lost answer, a
// reload and a second try give one post on the server, on every path; a posted draft never
// comes back.

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const sidebarText = (page: Page) => sidebarForm(page).getByRole('textbox', { name: 'Post new status' });
const feed = (page: Page) => page.getByRole('feed').first();
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function addFault(rule: Record<string, unknown>): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!reply.ok) throw new Error(`/__dev/faults answered ${reply.status}`);
}

/** The server makes the next post (or edit) and its answer is lost on the way back. */
const loseNextAnswer = (method: 'POST' | 'PUT') =>
  addFault({
    path: method === 'POST' ? '/api/v1/statuses' : '/api/v1/statuses/*',
    method,
    answerLost: true,
    times: 1,
  });

/** How many of alice's posts on the server contain `text`. */
async function postsOnServer(text: string): Promise<number> {
  const token = await apiTokenFor('alice');
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (
    await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/verify_credentials`, { headers })
  ).json()) as {
    id: string;
  };
  const posts = (await (
    await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/${me.id}/statuses?limit=40`, { headers })
  ).json()) as { content: string }[];
  return posts.filter((post) => post.content.includes(text)).length;
}

async function png(name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/media/g/${name}/200x200.png`);
  return { name: `${name}.png`, mimeType: 'image/png', buffer: Buffer.from(await reply.arrayBuffer()) };
}

async function chooseFromMenu(page: Page, article: Locator, item: string) {
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** A public post of someone else, opened in its conversation: the page a reply or quote starts on. */
async function openOthersPost(page: Page): Promise<Locator> {
  await page.goto('/main/public');
  const other = feed(page)
    .locator('article')
    .filter({ hasNot: page.locator('.status-repeat-header') })
    .filter({ has: page.getByRole('button', { name: 'More actions' }) })
    .first();
  const href = await other.locator('a.status-time-link').first().getAttribute('href');
  await page.goto(href ?? '/');
  const opened = page.locator('.conversation [aria-current="true"] article').first();
  await expect(opened).toBeVisible();
  return opened;
}

test.describe('drafts and the posting loop', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a draft belongs to its account: never shown to another, and deleted at logout (issue 39)', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await sidebarText(page).fill('Alice’s unsent words');
    // The draft is written once typing settles.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('drafts') ?? ''), { timeout: 15_000 })
      .toContain('Alice’s unsent words');
    await userMenu(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    // Nothing of the account stays readable by the next person at the computer.
    await expect
      .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })))
      .not.toContain('Alice’s unsent words');

    await signIn(page, 'bob');
    await expect(sidebarText(page)).toHaveValue('');
    await userMenu(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/public$/);

    await signIn(page, 'alice');
    await expect(sidebarText(page)).toHaveValue('');
  });

  const paths: { name: string; run: (page: Page, marker: string) => Promise<void> }[] = [
    {
      name: 'a new post with a poll',
      run: async (page, marker) => {
        const form = sidebarForm(page);
        await sidebarText(page).fill(marker);
        await form.getByRole('button', { name: 'Add poll' }).click();
        await form.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
        await form.getByRole('textbox', { name: 'Option 2' }).fill('No');
        await page.waitForTimeout(500);
        await loseNextAnswer('POST');
        await form.getByRole('button', { name: 'Post' }).click();
        await expect(form.getByRole('alert')).toContainText('Error:');
        await page.reload();
        await expect(sidebarText(page)).toHaveValue(marker);
        await expect(sidebarForm(page).getByRole('textbox', { name: 'Option 2' })).toHaveValue('No');
        await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
        await expect(feed(page).locator('article').filter({ hasText: marker })).toHaveCount(1);
        await expect(sidebarText(page)).toHaveValue('');
      },
    },
    {
      name: 'a reply with a picture',
      run: async (page, marker) => {
        let opened = await openOthersPost(page);
        await opened.getByRole('button', { name: 'Reply' }).click();
        let form = page.locator('.conversation').getByRole('form', { name: 'Reply' });
        await form.getByRole('textbox', { name: 'Reply' }).pressSequentially(marker);
        const chooser = page.waitForEvent('filechooser');
        await form.getByRole('button', { name: 'Upload media' }).click();
        await (await chooser).setFiles([await png('harbour')]);
        await expect(form.getByRole('list', { name: 'Attachments' })).toBeVisible();
        await page.waitForTimeout(500);
        await loseNextAnswer('POST');
        await form.getByRole('button', { name: 'Post' }).click();
        await expect(form.getByRole('alert')).toContainText('Error:');
        await page.reload();
        opened = page.locator('.conversation [aria-current="true"] article').first();
        await opened.getByRole('button', { name: 'Reply' }).click();
        form = page.locator('.conversation').getByRole('form', { name: 'Reply' });
        await expect(form.getByRole('textbox', { name: 'Reply' })).toHaveValue(new RegExp(`${marker}$`));
        await expect(form.getByRole('list', { name: 'Attachments' })).toBeVisible();
        await form.getByRole('button', { name: 'Post' }).click();
        await expect(form).toHaveCount(0);
        await expect(page.locator('.conversation article').filter({ hasText: marker })).toHaveCount(1);
      },
    },
    {
      name: 'a quote',
      run: async (page, marker) => {
        let opened = await openOthersPost(page);
        await chooseFromMenu(page, opened, 'Quote');
        let form = opened.getByRole('form', { name: 'Quote' });
        await form.getByRole('textbox').first().fill(marker);
        await page.waitForTimeout(500);
        await loseNextAnswer('POST');
        await form.getByRole('button', { name: 'Post' }).click();
        await expect(form.getByRole('alert')).toContainText('Error:');
        await page.reload();
        opened = page.locator('.conversation [aria-current="true"] article').first();
        await chooseFromMenu(page, opened, 'Quote');
        form = opened.getByRole('form', { name: 'Quote' });
        await expect(form.getByRole('textbox').first()).toHaveValue(marker);
        await form.getByRole('button', { name: 'Post' }).click();
        await expect(form).toHaveCount(0);
      },
    },
    {
      name: 'an edit',
      run: async (page, marker) => {
        await sidebarText(page).fill(`${marker} first`);
        await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
        let mine = feed(page).locator('article').filter({ hasText: marker }).first();
        await expect(mine).toBeVisible();
        await chooseFromMenu(page, mine, 'Edit');
        let dialog = page.getByRole('dialog', { name: 'Edit status' });
        await dialog.getByRole('textbox', { name: 'Edit status' }).fill(`${marker} second`);
        await page.waitForTimeout(500);
        await loseNextAnswer('PUT');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByRole('alert')).toContainText('Error:');
        await page.reload();
        mine = feed(page).locator('article').filter({ hasText: marker }).first();
        await chooseFromMenu(page, mine, 'Edit');
        dialog = page.getByRole('dialog', { name: 'Edit status' });
        await expect(dialog.getByRole('textbox', { name: 'Edit status' })).toHaveValue(`${marker} second`);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(
          feed(page)
            .locator('article')
            .filter({ hasText: `${marker} second` }),
        ).toHaveCount(1);
      },
    },
  ];

  for (const path of paths) {
    test(`${path.name}: a lost answer, a reload and a second try give one post on the server`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, 'alice');
      await expect(feed(page).locator('article').first()).toBeVisible({ timeout: 20_000 });
      const marker = `Only once ${path.name.replace(/\W+/g, '-')}`;
      await path.run(page, marker);
      expect(await postsOnServer(marker)).toBe(1);
    });
  }

  test('a posted draft never comes back: not after leaving the page, not after closing it mid-post', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await expect(feed(page).locator('article').first()).toBeVisible({ timeout: 20_000 });

    // Leave for the profile right after posting; the answer comes later.
    await addFault({ path: '/api/v1/statuses', method: 'POST', latencyMs: 1_500, times: 1 });
    await sidebarText(page).fill('Posted, then away');
    await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
    await page.locator('a[href="/alice"]').first().click();
    await expect(page).toHaveURL(/\/alice$/);
    await expect.poll(() => postsOnServer('Posted, then away'), { timeout: 10_000 }).toBe(1);
    await expect(sidebarText(page)).toHaveValue('');
    await page.reload();
    await expect(sidebarText(page)).toBeVisible();
    await expect(sidebarText(page)).toHaveValue('');

    // Close the page while the post is on its way: the next page finishes it, once.
    await page.goto('/main/friends');
    await addFault({ path: '/api/v1/statuses', method: 'POST', latencyMs: 2_000, times: 1 });
    await sidebarText(page).fill('Posted, then the page closed');
    await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
    await expect(sidebarForm(page).getByRole('button', { name: 'Posting' })).toBeVisible();
    await page.reload();
    await expect(sidebarText(page)).toHaveValue('', { timeout: 15_000 });
    await expect(
      feed(page).locator('article').filter({ hasText: 'Posted, then the page closed' }),
    ).toHaveCount(1);
    await expect.poll(() => postsOnServer('Posted, then the page closed'), { timeout: 10_000 }).toBe(1);
    await page.reload();
    await expect(sidebarText(page)).toBeVisible();
    await expect(sidebarText(page)).toHaveValue('');
  });
});
