import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signInAt } from '../support/sign-in';

test.describe('lists (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('create a list with two members, read its timeline, rename it, delete it', async ({ page }) => {
    await signInAt(page, '/lists', 'alice');
    await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title of a new list' }).fill('Neighbours');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/lists\/[^/]+\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit list', level: 1 })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search people you follow' });
    for (const name of ['bob', 'carol']) {
      await search.fill(name);
      await page
        .getByRole('button', { name: new RegExp(`^Add @${name}`) })
        .first()
        .click();
      await expect(page.getByRole('button', { name: new RegExp(`^Remove @${name}`) })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Read this list’s timeline' }).click();
    await expect(page.getByRole('heading', { name: 'Neighbours' })).toBeVisible();

    await page.goBack();
    const title = page.getByRole('textbox', { name: 'List title' });
    await expect(title).toHaveValue('Neighbours');
    await title.fill('Good neighbours');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.goto('/lists');
    await expect(page.getByRole('link', { name: 'Good neighbours', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Edit the list Good neighbours' }).click();
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByRole('link', { name: 'Good neighbours', exact: true })).toHaveCount(0);
  });
});
