import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('the n key', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('opens the new-post modal, but not while typing', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    // Typing an n in the sidebar form types an n.
    const sidebar = page.getByRole('form', { name: 'Post new status' }).first();
    await sidebar.getByRole('textbox', { name: 'Post new status' }).type('n');
    await expect(page.getByRole('dialog', { name: 'Post new status' })).toHaveCount(0);
    await sidebar.getByRole('textbox', { name: 'Post new status' }).fill('');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Post new status' });
    await expect(dialog.getByRole('textbox', { name: 'Post new status' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
