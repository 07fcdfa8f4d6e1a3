import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn } from '../support/sign-in';

const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('logout that does what it says', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a revoke the server keeps failing signs out here and says the session may remain', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const fault = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/oauth/revoke', status: 500, times: 3 }),
    });
    expect(fault.ok).toBe(true);
    await userMenu(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByText('the session may still be valid there')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });
});
