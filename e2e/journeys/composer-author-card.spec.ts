import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance } from '../support/sign-in';

test.describe('the author card from a post’s avatar', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('hovering or pressing the avatar shows the compact card; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/main/public');
    const post = page.getByRole('feed').locator('article').first();
    const avatar = post.getByRole('button', { name: /^Show the card of / });
    await expect(avatar).toBeVisible();

    await avatar.hover();
    const card = post.locator('.status-author-card__popover');
    await expect(card).toBeVisible();
    await expect(card.locator('.user-card')).toBeVisible();
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.mouse.move(0, 0);
    await expect(card).toHaveCount(0);

    await avatar.focus();
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(avatar).toBeFocused();
  });
});
