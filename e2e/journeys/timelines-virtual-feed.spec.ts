import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance } from '../support/sign-in';

test.describe('a long timeline stays small (decision 0020)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('past 80 posts only those near the viewport stay in the DOM; the keyboard goes through 100 posts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    // Five pages: 100 posts loaded.
    for (let pages = 1; pages < 5; pages++) {
      await page.getByRole('button', { name: /load older/i }).click();
      await expect(page.getByRole('button', { name: /load older/i })).toBeVisible();
    }
    const inDomNow = () => page.evaluate(() => document.querySelectorAll('[aria-posinset]').length);
    await expect.poll(inDomNow).toBeGreaterThan(0);
    await expect.poll(inDomNow).toBeLessThan(80);

    // Back to the top, then post by post with j, through 100 posts.
    const first = feed.locator('[aria-posinset="1"]');
    // The list may still be settling where the reader was when it turned virtual: scroll until the
    // top post is there.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(first).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await first.focus();
    for (let position = 2; position <= 100; position++) {
      await page.keyboard.press('j');
      await expect(page.locator(`[aria-posinset="${position}"]`)).toBeFocused();
    }
    // And back with k.
    for (let position = 99; position >= 95; position--) {
      await page.keyboard.press('k');
      await expect(page.locator(`[aria-posinset="${position}"]`)).toBeFocused();
    }
    const inDom = await page.evaluate(() => document.querySelectorAll('[aria-posinset]').length);
    expect(inDom).toBeLessThan(80);
    await expectNoSeriousA11yViolations(page);
  });

  test('back from a thread, the virtual feed shows the same post at the top', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    for (let pages = 1; pages < 5; pages++) {
      await page.getByRole('button', { name: /load older/i }).click();
      await expect(page.getByRole('button', { name: /load older/i })).toBeVisible();
    }
    // Down to the 90th post with the keyboard, then open its thread.
    const post = (n: number) => page.locator(`[aria-posinset="${n}"]`);
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(post(1)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await post(1).focus();
    // One press per post, as a reader goes: each waits for its post (a virtual feed may have to
    // render the next one first, which on a busy machine takes longer than a key repeat).
    for (let position = 2; position <= 90; position++) {
      await page.keyboard.press('j');
      await expect(post(position)).toBeFocused();
    }
    await page.waitForTimeout(300);
    const topBefore = await post(90).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await post(90).locator('a[href^="/notice/"]').first().click();
    await expect(page).toHaveURL(/\/notice\//);
    await expect(page.locator('.conversation article').first()).toBeVisible();

    await page.goBack();
    await expect(post(90)).toBeVisible();
    const topAfter = await post(90).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(topAfter - topBefore)).toBeLessThan(40);
  });
});
