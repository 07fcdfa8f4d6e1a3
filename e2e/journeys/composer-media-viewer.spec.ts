import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { SEEDED_GALLERY, seededStatusId } from '../support/seeded-posts';
import { resetDevInstance, signIn } from '../support/sign-in';

/** Opens the seeded gallery's post (four pictures), found by its content, and returns its article. */
async function openSeededGallery(page: Page) {
  const id = await seededStatusId(SEEDED_GALLERY.tag, SEEDED_GALLERY.text);
  await page.goto(`/notice/${id}`);
  const post = page.locator('article').filter({ hasText: SEEDED_GALLERY.text }).first();
  await expect(post).toBeVisible();
  await expect(post.locator('.status-attachment-grid li img')).toHaveCount(SEEDED_GALLERY.pictures);
  return post;
}

test.describe('the media viewer (spec 3 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('opens from a thumbnail, moves by arrow keys with wraparound and closes with Esc', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const post = await openSeededGallery(page);
    const thumbnails = post.locator('.status-attachment-grid li');
    const count = SEEDED_GALLERY.pictures;
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
    const post = await openSeededGallery(page);
    const thumbnails = post.locator('.status-attachment-grid li');
    const count = SEEDED_GALLERY.pictures;
    await thumbnails.first().locator('a').click();
    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await expect(viewer).toContainText(`1 of ${count}`);
    const media = viewer.locator('.media-viewer__media');
    await expect(media).toBeVisible();
    const box = await media.boundingBox();
    if (!box) throw new Error('the media has no box');
    const width = page.viewportSize()?.width ?? 1200;
    const y = box.y + box.height / 2;
    // A swipe to the left, longer than a quarter of the window: the next item. It stays on the
    // picture, whatever its shape (a mouse, unlike a finger, is not held by the element it pressed),
    // and above the Previous and Next buttons, which sit at mid-height on its edges.
    expect(box.width).toBeGreaterThan(width * 0.3);
    const swipeY = box.y + box.height / 4;
    await page.mouse.move(box.x + box.width / 2 + width * 0.15, swipeY);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - width * 0.15, swipeY, { steps: 5 });
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
