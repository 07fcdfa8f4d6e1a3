import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('who to follow (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the sidebar panel shows three suggestions; the page lists them with follow buttons', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const panel = page.getByRole('region', { name: 'Who to follow' });
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expect(panel.getByRole('link').first()).toBeVisible();
    await panel.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/who-to-follow$/);
    const list = page
      .getByRole('region', { name: 'Who to follow' })
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await first.getByRole('button', { name: 'Follow' }).click();
    await expect(
      first.getByRole('button', { name: /Unfollow|Following|Follow request sent|Request sent/ }),
    ).toBeVisible();
  });

  test('a failing suggestions call leaves the panel away, without an error', async ({ page }) => {
    await page.route('**/api/v1/suggestions*', (route) =>
      route.fulfill({ status: 500, body: '{"error":"x"}' }),
    );
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Who to follow' })).toHaveCount(0);
  });
});
