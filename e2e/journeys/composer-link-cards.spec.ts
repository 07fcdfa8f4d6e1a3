import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance } from '../support/sign-in';

test.describe('link cards (spec 3 section 3)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a post with a link shows its preview card, linking to the page in a new tab', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    const card = feed.locator('a.link-card').first();
    // The seeded posts with cards are spread through the timeline: scroll until one shows.
    for (let i = 0; i < 15 && (await card.count()) === 0; i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(400);
    }
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', /^https:\/\//);
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card.locator('.link-card__title')).not.toBeEmpty();
    await expect(card.locator('img.link-card__image')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
