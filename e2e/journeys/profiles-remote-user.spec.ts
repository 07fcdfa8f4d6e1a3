import { expect, test } from '../support/csp';
import { resetDevInstance, signInAt } from '../support/sign-in';

test.describe('the remote-user resolver (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a known remote account replaces the route with its profile', async ({ page }) => {
    await signInAt(page, '/remote-users/@mallory@far.example', 'alice');
    await expect(page).not.toHaveURL(/remote-users/);
    await expect(page.locator('#main-content .user-card').first()).toContainText('@mallory@far.example');
    // The back button does not come back to the resolver: the route was replaced.
    await page.goBack();
    await expect(page).not.toHaveURL(/remote-users/);
  });

  test('the host/user form resolves too; an unknown account says it was not found, with a retry', async ({
    page,
  }) => {
    await signInAt(page, '/remote-users/far.example/mallory', 'alice');
    await expect(page.locator('#main-content .user-card').first()).toContainText('@mallory@far.example');
    await page.goto('/remote-users/@nobody@nowhere.example');
    const alert = page.getByRole('alert').filter({ hasText: 'nobody@nowhere.example' });
    await expect(alert).toContainText('Not found.');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
