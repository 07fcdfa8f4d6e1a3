import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signInAt } from '../support/sign-in';

test.describe('the admin menu on the profile card (spec 2 section 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a moderator deactivates and reactivates a user from their card', async ({ page }) => {
    await signInAt(page, '/erin', 'mod');
    const card = page.locator('#main-content .user-card').first();
    await card.getByRole('button', { name: 'Moderation' }).click();
    const menu = card.getByRole('menu', { name: 'Moderation' });
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Deactivating asks first (issue 38); Cancel leaves the account as it was.
    await menu.getByRole('menuitem', { name: 'Deactivate account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate account' });
    await expect(confirm).toContainText('can no longer sign in');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await card.getByRole('button', { name: 'Moderation' }).click();
    await menu.getByRole('menuitem', { name: 'Deactivate account' }).click();
    await confirm.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(confirm).toHaveCount(0);
    await card.getByRole('button', { name: 'Moderation' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Activate account' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Activate account' }).click();
    await card.getByRole('button', { name: 'Moderation' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Deactivate account' })).toBeVisible();
  });

  test('a member sees no admin menu on a card', async ({ page }) => {
    await signInAt(page, '/erin', 'alice');
    const card = page.locator('#main-content .user-card').first();
    await expect(
      card
        .getByRole('button', { name: 'Follow', exact: true })
        .or(card.getByRole('button', { name: 'Following!' })),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
  });
});
