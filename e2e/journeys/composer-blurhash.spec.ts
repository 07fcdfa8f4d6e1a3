import { expect, test } from '../support/csp';
import { SEEDED_GALLERY, seededStatusId } from '../support/seeded-posts';
import { resetDevInstance } from '../support/sign-in';

test.describe('blurhash placeholders (spec 3 sections 3 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a picture still loading shows its blurhash, painted by a worker, until it arrives', async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // The pictures are held back: only their placeholders can show.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/media/g/**', async (route) => {
      await held;
      await route.continue();
    });
    // The seeded gallery: its pictures are real and carry blurhashes, wherever it sits in the world.
    const id = await seededStatusId(SEEDED_GALLERY.tag, SEEDED_GALLERY.text);
    await page.goto(`/notice/${id}`);
    const post = page.locator('article').filter({ hasText: SEEDED_GALLERY.text }).first();
    await expect(post.locator('.status-attachment-grid li')).toHaveCount(SEEDED_GALLERY.pictures);
    const placeholder = post.locator('span.status-attachment-blurhash canvas').first();
    await expect(placeholder).toBeVisible();
    expect(await placeholder.getAttribute('width')).toBe('1024');
    expect(await placeholder.getAttribute('height')).toBe('512');
    await expect
      .poll(() => workers.some((url) => url.includes('/remotes/composer/workers/blurhash-worker.js')))
      .toBe(true);
    release();
    // The picture arrived: its placeholder is gone.
    await expect(post.locator('.status-attachment-preview').first()).toBeVisible();
    await expect(post.locator('span.status-attachment-blurhash canvas')).toHaveCount(0);
  });
});
