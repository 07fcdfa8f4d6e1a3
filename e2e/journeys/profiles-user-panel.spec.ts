import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('the user panel (spec 1 section 6)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('shows the signed-in user’s own card in the sidebar, and none for visitors', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(page.locator('.user-panel .user-card')).toHaveCount(0);
    await signIn(page, 'alice');
    const card = page.locator('.user-panel .user-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('@alice');
  });
});
