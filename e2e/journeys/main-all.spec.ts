import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { signInAt } from '../support/sign-in';

test.describe('the whole known network timeline (/main/all)', () => {
  test('an anonymous visitor opening / is redirected to /main/all', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/all$/);
    await expect(page.getByRole('feed')).toBeVisible();
  });

  test('shows the first 20 posts as a feed of articles', async ({ page }) => {
    await page.goto('/main/all');
    const articles = page.getByRole('feed').locator('article');
    await expect(articles).toHaveCount(20);
    await expect(articles.first()).toHaveAttribute('aria-posinset', '1');
    await expect(articles.nth(19)).toHaveAttribute('aria-posinset', '20');
    // Each post links its timestamp to the conversation page.
    await expect(articles.first().locator('a[href^="/notice/"]').first()).toBeVisible();
  });

  test('load older appends the next page', async ({ page }) => {
    await page.goto('/main/all');
    const articles = page.getByRole('feed').locator('article');
    await expect(articles).toHaveCount(20);
    // Read once every post is drawn, not the placeholders that hold their places while loading.
    const idsWhenDrawn = async () => {
      let ids: (string | null | undefined)[] = [];
      await expect
        .poll(async () => {
          ids = await articles.evaluateAll((els) =>
            els.map((el) => el.querySelector('a[href^="/notice/"]')?.getAttribute('href')),
          );
          return ids.every(Boolean);
        })
        .toBe(true);
      return ids;
    };
    const firstIds = await idsWhenDrawn();
    await page.getByRole('button', { name: /load older/i }).click();
    await expect(articles).toHaveCount(40);
    const allIds = await idsWhenDrawn();
    expect(allIds.slice(0, 20)).toEqual(firstIds);
    expect(new Set(allIds).size).toBe(40);
  });

  test('a content warning hides the post until it is toggled', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article')).toHaveCount(20);
    let toggle = feed
      .locator('button[aria-expanded="false"]:not(.status-avatar-button):not([aria-haspopup])')
      .first();
    for (let page_ = 0; page_ < 5 && (await toggle.count()) === 0; page_++) {
      await page.getByRole('button', { name: /load older/i }).click();
      await expect(feed.locator('article')).toHaveCount(20 * (page_ + 2));
      toggle = feed
        .locator('button[aria-expanded="false"]:not(.status-avatar-button):not([aria-haspopup])')
        .first();
    }
    const controlled = await toggle.getAttribute('aria-controls');
    expect(controlled).toBeTruthy();
    // Pin the toggle by what it controls: the first collapsed one changes once this one opens.
    toggle = feed.locator(`button[aria-controls="${controlled}"]`);
    const body = page.locator(`[id="${controlled}"]`);
    await expect(body).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(body).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
  });

  test('a hashtag link opens the tag timeline inside the app', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article')).toHaveCount(20);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    const hashtag = feed.locator('a[href^="/tag/"]:visible').first();
    const href = await hashtag.getAttribute('href');
    expect(href).toMatch(/^\/tag\/\w+/);
    await hashtag.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const tag = decodeURIComponent(href!.slice('/tag/'.length));
    await expect(page.getByRole('heading', { name: `#${tag}` })).toBeVisible();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    // No full page load happened: the marker set on the old document is still there.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('the local and bubble timelines render too', async ({ page }) => {
    for (const path of ['/main/public', '/main/bubble']) {
      await page.goto(path);
      await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    }
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
    await expectNoSeriousA11yViolations(page);
  });
});

/** Marks the frame in which five drawn posts (not their placeholders) are first on screen. */
async function markFifthPost(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn = '[role=feed] article:not([aria-busy=true]):not(:has(> [aria-busy=true]))';
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(drawn).length < 5) return;
      observer.disconnect();
      requestAnimationFrame(() => performance.mark('fifth-post'));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The scripts the page had loaded when its fifth post was drawn that hold the schema library. */
async function schemaLibraryBeforeFifthPost(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('fifth-post').length), { timeout: 30_000 })
    .toBe(1);
  const scripts = await page.evaluate(() => {
    const mark = performance.getEntriesByName('fifth-post')[0]?.startTime ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== 'fetch' && /\.js$/.test(new URL(entry.name).pathname))
      .filter((entry) => entry.responseEnd <= mark)
      .map((entry) => entry.name);
  });
  expect(scripts.length).toBeGreaterThan(5);
  // The mark is the library's: every schema of zod is built on its '$ZodType' constructor, and the
  // whole contract, which a reply the fast reader cannot read loads, has it.
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const whole = manifest.shared.find((entry) => entry.name === '@murmur/shared')?.assets.js.sync ?? [];
  const wholeTexts = await Promise.all(
    whole.map(async (file) => (await page.request.get(`/${file}`)).text()),
  );
  expect(wholeTexts.some((text) => text.includes('$ZodType'))).toBe(true);
  const withLibrary: string[] = [];
  for (const script of scripts) {
    if ((await (await page.request.get(script)).text()).includes('$ZodType'))
      withLibrary.push(new URL(script).pathname);
  }
  return withLibrary;
}

test.describe('the first posts come without the schema library (decision 0303)', () => {
  test('a visitor on /main/all', async ({ page }) => {
    await markFifthPost(page);
    await page.goto('/main/all');
    expect(await schemaLibraryBeforeFifthPost(page)).toEqual([]);
  });

  test('signed in, on the home timeline', async ({ page }) => {
    await markFifthPost(page);
    await signInAt(page, '/main/friends');
    expect(await schemaLibraryBeforeFifthPost(page)).toEqual([]);
  });
});
