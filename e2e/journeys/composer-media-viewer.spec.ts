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

test.describe('media viewer gestures (spec 3 sections 2 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a swipe over a quarter of the window moves on, a tap closes, the back button closes', async ({
    page,
  }) => {
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
    await expect(viewer).toContainText(`1 of ${count}`);
    const media = viewer.locator('.media-viewer__media');
    await expect(media).toBeVisible();
    const box = await media.boundingBox();
    if (!box) throw new Error('the media has no box');
    const width = page.viewportSize()?.width ?? 1200;
    const y = box.y + box.height / 2;
    // A swipe to the left, longer than a quarter of the window: the next item.
    await page.mouse.move(box.x + box.width / 2 + width * 0.15, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - width * 0.15, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer).toContainText(`2 of ${count}`);
    // A short drag does nothing.
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, y, { steps: 3 });
    await page.mouse.up();
    await expect(viewer).toContainText(`2 of ${count}`);
    // A tap closes it.
    await page.mouse.click(box.x + box.width / 2, y);
    await expect(viewer).toHaveCount(0);

    // The browser's back button closes it too.
    await thumbnails.first().locator('a').click();
    await expect(viewer).toBeVisible();
    await page.evaluate(() => history.pushState(null, '', location.href));
    await page.goBack();
    await expect(viewer).toHaveCount(0);
  });
});
