import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// Issue 38, items 2 and 3: a reply takes the replied-to post's content warning by the subject-line
// behaviour, and a redrafted quote is still a quote.

async function post(user: string, fields: Record<string, string>): Promise<string> {
  const token = await apiTokenFor(user);
  const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({ visibility: 'public', ...fields }),
  });
  if (!reply.ok) throw new Error(`posting answered ${reply.status}`);
  return ((await reply.json()) as { id: string }).id;
}

async function setStoredPreferences(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate((stored) => {
    const current = JSON.parse(window.localStorage.getItem('murmur:preferences') ?? '{}');
    window.localStorage.setItem('murmur:preferences', JSON.stringify({ ...current, ...stored }));
  }, values);
}

async function openReply(page: Page, id: string) {
  await page.goto(`/notice/${id}`);
  const opened = page.locator('.conversation article', { hasText: 'Film talk' }).first();
  await expect(opened).toBeVisible({ timeout: 30_000 });
  await opened.getByRole('button', { name: 'Reply' }).click();
  return page.locator('.conversation').getByRole('form', { name: 'Reply' });
}

test.describe('the last mile of the composer (issue 38)', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(resetDevInstance);

  test('a reply copies the content warning by the subject-line behaviour', async ({ page }) => {
    const id = await post('bob', { status: 'The ending surprised me', spoiler_text: 'Film talk' });
    await signIn(page, 'alice');

    // email, the default: "re: " before the warning.
    let form = await openReply(page, id);
    const warning = form.getByRole('textbox', { name: 'Content warning (optional)' });
    await expect(warning).toHaveValue('re: Film talk');
    await form.getByRole('textbox', { name: 'Reply' }).pressSequentially(' so did it me');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(form).toHaveCount(0);
    const sent = page.locator('.conversation article', { hasText: 're: Film talk' });
    await expect(sent).toBeVisible();

    // masto: the same words; noop: an empty field.
    // (Other posts: a reply form opened once keeps its draft.)
    await setStoredPreferences(page, { subjectLineBehavior: 'masto' });
    form = await openReply(page, await post('bob', { status: 'Second take', spoiler_text: 'Film talk' }));
    await expect(form.getByRole('textbox', { name: 'Content warning (optional)' })).toHaveValue('Film talk');
    await setStoredPreferences(page, { subjectLineBehavior: 'noop' });
    form = await openReply(page, await post('bob', { status: 'Third take', spoiler_text: 'Film talk' }));
    await expect(form.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Content warning (optional)' })).toHaveCount(0);
  });

  test('delete and redraft of a quote keeps the quote', async ({ page }) => {
    const quoted = await post('bob', { status: 'Bread recipe worth sharing' });
    await post('alice', { status: 'Quoting this one', quote_id: quoted });
    await signIn(page, 'alice');
    const article = page.getByRole('feed').locator('article', { hasText: 'Quoting this one' }).first();
    await expect(article.locator('.quote-card')).toContainText('Bread recipe worth sharing');

    await article.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete & redraft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Quote' })).toHaveValue('Quoting this one');
    // The quoted post is shown in the form, and the new post quotes it again.
    await expect(dialog).toContainText('Bread recipe worth sharing');
    await dialog.getByRole('textbox', { name: 'Quote' }).fill('Quoting this one again');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog).toHaveCount(0);
    const redrafted = page
      .getByRole('feed')
      .locator('article', { hasText: 'Quoting this one again' })
      .first();
    await expect(redrafted.locator('.quote-card')).toContainText('Bread recipe worth sharing');
  });
});
