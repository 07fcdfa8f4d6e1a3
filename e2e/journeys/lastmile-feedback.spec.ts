import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

// Issue 38, item 9: feedback that was missing. A deleted post leaves a gravestone where it was
// (spec 3 'Post actions'); "Edited" is a visible label that opens the history; loading a valid
// theme file says so.

const feed = (page: Page) => page.getByRole('feed');

async function postFromSidebar(page: Page, text: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Post new status' }).first();
  await form.getByRole('textbox', { name: 'Post new status' }).fill(text);
  await form.getByRole('button', { name: 'Post' }).click();
  const article = feed(page).locator('article').filter({ hasText: text }).first();
  await expect(article).toBeVisible();
  return article;
}

async function chooseFromMenu(page: Page, article: Locator, item: string): Promise<void> {
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('feedback (issue 38)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(resetDevInstance);

  test('"Edited" opens the history; a deleted post leaves a gravestone, a refused one stays', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const article = await postFromSidebar(page, 'A thought worth a second look');
    await chooseFromMenu(page, article, 'Edit');
    const form = page.getByRole('dialog').getByRole('form', { name: 'Edit status' });
    await form.getByRole('textbox', { name: 'Edit status' }).fill('A thought after a second look');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const edited = feed(page).locator('article').filter({ hasText: 'A thought after a second look' }).first();
    const label = edited.getByRole('button', { name: /^Edited \(.+\)$/ });
    await expect(label).toBeVisible();
    await expect(label).toHaveText('Edited');
    await label.click();
    const history = page.getByRole('dialog', { name: 'Edited 1 time' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(history).toHaveCount(0);

    // Deleted: a gravestone stands at the top of the feed, where the post was.
    await chooseFromMenu(page, edited, 'Delete post');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(
      feed(page).locator('article').filter({ hasText: 'A thought after a second look' }),
    ).toHaveCount(0);
    const gravestone = feed(page).getByRole('article', { name: 'This post was deleted.' });
    await expect(gravestone).toHaveCount(1);
    await expect(feed(page).locator('article').first()).toHaveAccessibleName('This post was deleted.');
    await expect(gravestone.getByRole('button')).toHaveCount(0);

    // A deletion the server refuses leaves the post as it was, with an error on it.
    const kept = await postFromSidebar(page, 'A post the server keeps');
    await page.route('**/api/v1/statuses/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 403, json: { error: 'Not allowed today' } })
        : route.fallback(),
    );
    await chooseFromMenu(page, kept, 'Delete post');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    // The server's own sentence, never the status code.
    await expect(kept.getByRole('alert')).toContainText('Not allowed today');
    await expect(kept).toContainText('A post the server keeps');
    await expect(gravestone).toHaveCount(1);
  });

  test('loading a valid theme file says so', async ({ page }) => {
    await signIn(page, 'alice');
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Theme' }).click();
    const saved = page.waitForEvent('download');
    await settings.getByRole('button', { name: 'Save theme to a file' }).click();
    const file = await (await saved).path();
    await settings.getByLabel('Load a theme file').setInputFiles(file);
    await expect(settings.getByRole('status').filter({ hasText: 'Theme loaded from' })).toContainText(
      'Check the preview, then apply it as your theme.',
    );
    await settings.getByRole('button', { name: 'Apply as my theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'custom');
    await expect(settings.getByText('Theme loaded from')).toHaveCount(0);
  });
});
