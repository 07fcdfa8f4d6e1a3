import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signInAt } from '../support/sign-in';

test.describe('interactions (spec 2 sections 2 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('mentions, likes and repeats, and follows each list their notifications; a failure retries', async ({
    page,
  }) => {
    await signInAt(page, '/users/alice/interactions', 'alice');
    const tabs = page.getByRole('tablist', { name: 'Interactions' });
    // alice lets moved accounts be followed automatically (allow_following_move): no moves tab.
    await expect(tabs.getByRole('tab')).toHaveText(['Mentions', 'Repeats and favorites', 'New follows']);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expect(panel.getByRole('listitem').first()).toContainText('mentioned you');
    await expectNoSeriousA11yViolations(page);

    // Keyboard: the arrow keys move between the tabs.
    await tabs.getByRole('tab', { name: 'Mentions' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Repeats and favorites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('listitem').first()).toContainText(/favorited|repeated/);

    // The server fails once: the error says so and Retry brings the list.
    let failures = 1;
    await page.route('**/api/v1/notifications?*', async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal"}' });
      else await route.continue();
    });
    await tabs.getByRole('tab', { name: 'New follows' }).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByRole('listitem').first()).toContainText('followed you');
  });
});
