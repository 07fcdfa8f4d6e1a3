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

test.describe('the composer says one thing per sentence (issue 38)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an empty post is refused without a word about a draft; a kept draft is its own line', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await form.getByRole('button', { name: 'Post' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText("Can't send a post with no content and no files");
    await expect(alert).not.toContainText('kept as a draft');

    // With text, the draft sentence stands on a line of its own, below the error.
    await form.getByRole('textbox', { name: 'Post new status' }).fill('A poll with one option');
    await form.getByRole('button', { name: 'Add poll' }).click();
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Only this');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(alert.locator('.post-form__draft-kept')).toHaveText('Your text is kept as a draft.');
    const error = await alert.locator('.post-form__error-text').boundingBox();
    const kept = await alert.locator('.post-form__draft-kept').boundingBox();
    expect(error && kept && kept.y >= error.y + error.height - 1).toBe(true);
  });
});

test.describe('hostile pack names (issue 38)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a pack named with markup is shown as written, on one line', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert emoji' });
    const tabs = picker.getByRole('toolbar', { name: 'Emoji categories' });
    await tabs.getByRole('button', { name: /^<img src=x onerror/ }).click();
    const title = picker.locator('.emoji-picker__title', { hasText: '<img src=x onerror' }).first();
    await expect(title).toBeVisible();
    // As the server wrote it (no "<Img Src=X Onerror…" from a capitalising style), cut to a line.
    expect(await title.textContent()).toMatch(/^<img src=x onerror="/);
    await expect(title).toHaveCSS('text-transform', 'none');
    await expect(title).toHaveCSS('white-space', 'nowrap');
    await expect(title).toHaveCSS('text-overflow', 'ellipsis');
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});
