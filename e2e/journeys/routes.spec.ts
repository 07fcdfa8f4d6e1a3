import { expect, test } from '../support/csp';

test.describe('routes, guards and redirects', () => {
  test('a visitor opening / goes to the logged-out root, /main/all', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/all$/);
  });

  test('a visitor sent to a login-required route lands on /main/all', async ({ page }) => {
    for (const path of [
      '/main/friends',
      '/bookmarks',
      '/friend-requests',
      '/who-to-follow',
      '/users/alice/dms',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/main\/all$/);
      await expect(page.getByRole('feed')).toBeVisible();
    }
  });

  test('a screen its remote does not provide says so, names itself and links back', async ({ page }) => {
    // As an operator's older remote would be: the slot points at a module the remote lacks.
    await page.route('**/static/remotes.json', async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      manifest.slots = { ...manifest.slots, 'profiles/AboutPage': 'profiles/AboutPageOfAComingVersion' };
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
    await expect(page.getByText('This part of Murmur is not available yet')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the timeline' }).click();
    await expect(page).toHaveURL(/\/main\/all$/);
  });

  test('every public route of the table renders something', async ({ page }) => {
    const routes: [string, RegExp][] = [
      ['/main/public', /Local timeline/],
      ['/tag/cats', /#cats/],
      ['/notice/1', /Conversation/],
      ['/users/1', /User profile/],
      ['/alice', /User profile/],
      ['/search?query=x', /Search/],
      ['/lists', /Lists/],
      ['/lists/1/edit', /Edit list/],
      ['/announcements', /Announcements/],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
  });

  test('an unknown path shows the not-found panel', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
  });

  test('navigating goes to the top of the page', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back from a thread, the feed is where the reader left it from its first frame', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article')).toHaveCount(20);
    // Deep enough that the thread page, shorter than that, cannot keep the window's offset.
    await page.getByRole('button', { name: /load older/i }).click();
    await expect(feed.locator('article')).toHaveCount(40);
    const read = feed.locator('article').nth(34);
    await read.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(4000);
    const topBefore = await read.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await read.locator('a[href^="/notice/"]').first().click();
    await expect(page.locator('.conversation article').first()).toBeVisible();
    // Every frame from the way back on: where the window is, and whether the feed is drawn yet.
    await page.evaluate(() => {
      const frames: [number, boolean][] = [];
      (window as unknown as { backFrames: typeof frames }).backFrames = frames;
      const tick = () => {
        frames.push([Math.round(window.scrollY), document.querySelector('[role="feed"] article') !== null]);
        if (frames.length < 40) requestAnimationFrame(tick);
      };
      addEventListener('popstate', () => requestAnimationFrame(tick), { once: true });
    });
    await page.goBack();
    await expect(read).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { backFrames: unknown[] }).backFrames.length))
      .toBe(40);
    const frames = await page.evaluate(
      () => (window as unknown as { backFrames: [number, boolean][] }).backFrames,
    );
    // No frame shows the feed from its top before jumping back down.
    for (const [offset, feedDrawn] of frames) if (feedDrawn) expect(Math.abs(offset - left)).toBeLessThan(60);
    const topAfter = await read.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(topAfter - topBefore)).toBeLessThan(60);
  });
});
