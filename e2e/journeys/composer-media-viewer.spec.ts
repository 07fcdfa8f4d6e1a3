import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('the media viewer (spec 3 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('opens from a thumbnail, moves by arrow keys with wraparound and closes with Esc', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await page.goto('/main/public');
    const post = page
      .getByRole('feed')
      .locator('article')
      .filter({ has: page.locator('.status-attachment-grid li:nth-child(2) img') })
      .first();
    await expect(post).toBeVisible();
    const thumbnails = post.locator('.status-attachment-grid li');
    const count = await thumbnails.count();
    await thumbnails.first().locator('a').click();

    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText(`1 of ${count}`);
    await expect(viewer.locator('.media-viewer__media')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText(`2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText(`${count} of ${count}`);
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer).toContainText(`1 of ${count}`);

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });
});
