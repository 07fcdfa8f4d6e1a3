import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { signIn } from '../support/sign-in';

const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('logging out (spec 1 section 4, "Logout")', () => {
  test('asks first by default; cancel keeps the user signed in', async ({ page }) => {
    await signIn(page, 'alice');
    const logoutButton = userMenu(page).getByRole('button', { name: 'Log out' });
    await logoutButton.click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Do you really want to log out?');
    await expect(dialog.getByRole('button', { name: 'Don’t log out' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Don’t log out' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(logoutButton).toBeFocused();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(logoutButton).toBeVisible();
  });

  test('Escape cancels the confirmation', async ({ page }) => {
    await signIn(page, 'alice');
    await userMenu(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(userMenu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('accepting signs out, lands on /main/public and stays signed out after a reload', async ({ page }) => {
    await signIn(page, 'alice');
    await userMenu(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // The home timeline needs a login again.
    await page.goto('/main/friends');
    await expect(page).not.toHaveURL(/\/main\/friends$/);
  });

  test('without modalOnLogout the log-out button signs out at once', async ({ page }) => {
    await page.route('**/static/config.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ modalOnLogout: false }),
      }),
    );
    await signIn(page, 'alice');
    await userMenu(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });
});
