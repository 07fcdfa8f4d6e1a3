import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const feed = (page: Page) => page.getByRole('feed');

async function postFromSidebar(page: Page, text: string, shown = text) {
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post new status' }).fill(text);
  await form.getByRole('button', { name: 'Post' }).click();
  const article = feed(page).locator('article').filter({ hasText: shown }).first();
  await expect(article).toBeVisible();
  return article;
}

async function chooseFromMenu(page: Page, article: ReturnType<Page['locator']>, item: string) {
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('edit, history, redraft, quote and translate (spec 3 sections 4 and 7)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('an edit saves over the post, and its history lists both versions newest first', async ({ page }) => {
    await signIn(page, 'alice');
    const article = await postFromSidebar(page, 'The first version of a thought');
    await chooseFromMenu(page, article, 'Edit');

    const form = page.getByRole('dialog').getByRole('form', { name: 'Edit status' });
    const text = form.getByRole('textbox', { name: 'Edit status' });
    await expect(text).toHaveValue('The first version of a thought');
    // An edit keeps its scope and its poll (spec 3 'Edit').
    await expect(form.getByRole('combobox', { name: 'Visibility' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Add a poll' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await text.fill('The second version of a thought');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const edited = feed(page)
      .locator('article')
      .filter({ hasText: 'The second version of a thought' })
      .first();
    await expect(edited).toBeVisible();
    await expect(edited.locator('.status-edited')).toBeVisible();

    await chooseFromMenu(page, edited, 'Edit history');
    const history = page.getByRole('dialog', { name: 'Edited 1 time' });
    await expect(history).toBeVisible();
    const versions = history.getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Current version');
    await expect(versions.nth(0)).toContainText('The second version');
    await expect(versions.nth(1)).toContainText('Original');
    await expect(versions.nth(1)).toContainText('The first version');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(history).toHaveCount(0);
  });

  test('delete and redraft: the original goes, the form opens on its text and posts anew', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const article = await postFromSidebar(page, 'Wrote this too quickly');
    await chooseFromMenu(page, article, 'Delete & redraft');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

    const form = page.getByRole('dialog').getByRole('form', { name: 'Post new status' });
    const text = form.getByRole('textbox');
    await expect(text).toHaveValue('Wrote this too quickly');
    await expect(feed(page).locator('article').filter({ hasText: 'Wrote this too quickly' })).toHaveCount(0);

    // The redraft is a draft like any other: a reload does not lose it.
    await text.fill('Wrote this more carefully');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(feed(page).locator('article').first()).toContainText('Wrote this more carefully');
  });

  test('a quote posts with the quoted post shown as a card that opens it', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const original = feed(page)
      .locator('article')
      .filter({ hasNot: page.locator('.status-repeat-header') })
      .first();
    const author = (await original.locator('.status-acct').first().textContent())?.trim() ?? '';
    await chooseFromMenu(page, original, 'Quote');
    const form = original.getByRole('form', { name: 'Quote' });
    await form.getByRole('textbox').fill('Worth reading, this');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(form).toHaveCount(0);

    await page.goto('/main/friends');
    const quote = feed(page).locator('article').filter({ hasText: 'Worth reading, this' }).first();
    const card = quote.locator('.quote-card');
    await expect(card).toContainText(author);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/notice\//);
  });

  test('a post that starts with seven mentions shows five in the mentions line, the rest on request', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const article = await postFromSidebar(
      page,
      '@admin @mod @locked @totp @bob @carol @frank about the meeting',
      'about the meeting',
    );
    const line = article.locator('.mentions-line');
    await expect(line.getByRole('link')).toHaveCount(5);
    await expect(line.getByRole('link').first()).toHaveText('@admin');
    // The mentions left the text; the rest of it stays.
    await expect(article.locator('.status-content')).toHaveText('about the meeting');
    await line.getByRole('button', { name: '+2 more' }).click();
    await expect(line.getByRole('link')).toHaveCount(7);
    await line.getByRole('button', { name: 'Show less' }).click();
    await expect(line.getByRole('link')).toHaveCount(5);
    await line.getByRole('link', { name: '@bob' }).click();
    await expect(page).toHaveURL(/\/bob$/);
  });

  test('translate: without a target a notice says where to set one; with it the translation shows', async ({
    page,
  }) => {
    await signInAt(page, '/main/public', 'alice');
    const post = feed(page).locator('article').first();
    await chooseFromMenu(page, post, 'Translate');
    await expect(page.getByText('No translation target language set')).toBeVisible();

    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('combobox', { name: 'Translate posts into' }).selectOption('de');
    await settings.getByRole('button', { name: 'Close' }).first().click();
    await expect(settings).toHaveCount(0);
    const again = feed(page).locator('article').first();
    await chooseFromMenu(page, again, 'Translate');
    const translation = again.getByRole('region', { name: 'Translated' });
    await expect(translation).toContainText('[test translation]');
    await expect(translation).toContainText('Translated from');
    await translation.getByRole('button', { name: 'Hide the translation' }).click();
    await expect(translation).toHaveCount(0);
  });
});
