import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

// Issue 23, items 3 and 9: the scope notices of spec 3 section 6 and their dismissal; the edit
// dialog's title, the quoted post in the quote form, the whole scope name, the posting keys.

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const feed = (page: Page) => page.getByRole('feed').first();
const notice = (form: Locator) => form.locator('[data-scope-notice]');
const scope = (form: Locator) => form.getByRole('combobox', { name: 'Visibility' });

async function chooseFromMenu(page: Page, article: Locator, item: string) {
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test.describe('the post form loop', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('scope notices follow the scope, warn an unlocked account, and are dismissed for good', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    await expect(notice(form)).toHaveText('This post will be visible to everyone');
    await scope(form).selectOption('unlisted');
    await expect(notice(form)).toHaveText(
      'This post will not be visible in Public Timeline and The Whole Known Network',
    );
    await scope(form).selectOption('private');
    await expect(notice(form)).toHaveText(
      'Your account is not locked. Anyone can follow you to view your follower-only posts.',
    );
    await expect(notice(form).getByRole('button', { name: 'locked' })).toBeVisible();
    // The dev instance has safe DM mentions: only the mentions the post starts with read it.
    await scope(form).selectOption('direct');
    await expect(notice(form)).toHaveText(
      'This post will only be visible to the mentioned users at the beginning of the message.',
    );
    await scope(form).selectOption('public');
    await expectNoSeriousA11yViolations(page);

    await notice(form).getByRole('button', { name: 'Close this notice' }).click();
    await expect(notice(form)).toHaveCount(0);
    await scope(form).selectOption('unlisted');
    await expect(notice(form)).toHaveCount(0);
    await page.reload();
    await expect(scope(sidebarForm(page))).toBeVisible();
    await expect(notice(sidebarForm(page))).toHaveCount(0);
    // The warning is no notice to dismiss: it still says who reads a followers-only post.
    await scope(sidebarForm(page)).selectOption('private');
    await expect(notice(sidebarForm(page))).toContainText('Your account is not locked.');

    // The link of the warning opens the profile settings, where the account is locked.
    await notice(sidebarForm(page)).getByRole('button', { name: 'locked' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });

  test('a locked account is told that followers only read a followers-only post', async ({ page }) => {
    await signIn(page, 'locked');
    const form = sidebarForm(page);
    await scope(form).selectOption('private');
    await expect(notice(form)).toHaveText('This post will be visible to your followers only');
  });

  test('the form names its keys, shows its whole scope, the edit dialog says edit, the quote form shows its post', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await expect(feed(page).locator('article').first()).toBeVisible({ timeout: 20_000 });
    const form = sidebarForm(page);
    await expect(form.getByText('Ctrl+Enter posts')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Enter',
    );

    // The chosen scope's whole name fits in the closed dropdown.
    for (const value of ['public', 'unlisted', 'private', 'direct']) {
      await scope(form).selectOption(value);
      const fits = await scope(form).evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(select).font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = select.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        return select.clientWidth >= needed;
      });
      expect(fits, `the '${value}' scope is shown whole`).toBe(true);
    }
    await scope(form).selectOption('public');

    await form.getByRole('textbox', { name: 'Post new status' }).fill('Sent with the keyboard');
    await form.getByRole('textbox', { name: 'Post new status' }).press('Control+Enter');
    const mine = feed(page).locator('article').filter({ hasText: 'Sent with the keyboard' }).first();
    await expect(mine).toBeVisible();

    await chooseFromMenu(page, mine, 'Edit');
    const editDialog = page.getByRole('dialog', { name: 'Edit status' });
    await expect(editDialog.getByRole('textbox', { name: 'Edit status' })).toHaveValue(
      'Sent with the keyboard',
    );
    await expectNoSeriousA11yViolations(page);
    await editDialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(editDialog).toHaveCount(0);

    await page.goto('/main/public');
    const original = feed(page)
      .locator('article')
      .filter({ hasNot: page.locator('.status-repeat-header') })
      .first();
    const author = ((await original.locator('.status-acct').first().textContent()) ?? '').trim();
    await chooseFromMenu(page, original, 'Quote');
    const quoteForm = original.getByRole('form', { name: 'Quote' });
    const quoting = quoteForm.getByRole('region', { name: 'Quoting' });
    await expect(quoting).toContainText(author);
    await expectNoSeriousA11yViolations(page);
  });
});
