import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { holdRequests } from '../support/hold-requests';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('the last timeline, shown at once on the next visit', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a second visit shows the last posts marked as such until the fresh page replaces them', async ({
    page,
  }) => {
    await page.goto('/main/all');
    const articles = page.getByRole('feed').locator('article');
    await expect(articles).toHaveCount(20);
    // The post's own address: generated element ids differ between visits.
    const firstId = await articles.first().locator('a.status-time-link').first().getAttribute('href');
    // Saved once the page arrived; give IndexedDB its moment.
    await page.waitForTimeout(500);

    // Next visit: the server is slow to send the timeline; the snapshot shows meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v1\/timelines\/public(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const note = page.getByRole('status').filter({ hasText: 'Shown from your last visit' });
    await expect(note).toBeVisible();
    await expect(articles).toHaveCount(20);
    expect(await articles.first().locator('a.status-time-link').first().getAttribute('href')).toBe(firstId);
    release();
    await expect(note).toHaveCount(0);
    await expect(articles).toHaveCount(20);
  });

  test('a slow server at start: the last timeline shows at once on the start-up screen, marked, until Murmur starts', async ({
    page,
  }) => {
    await page.goto('/main/all');
    const articles = page.getByRole('feed').locator('article');
    await expect(articles).toHaveCount(20);
    const firstAuthor = ((await articles.first().locator('a.status-author').textContent()) ?? '').trim();
    await page.waitForTimeout(500); // the snapshot is written once the page arrived

    // The server does not answer the instance yet: Murmur cannot start.
    const release = await holdRequests(page, (request) => /\/api\/v[12]\/instance(\?|$)/.test(request.url()));
    await page.reload();
    const preview = page.getByRole('region', { name: 'Shown from your last visit' });
    await expect(preview).toBeVisible();
    await expect(page.getByText('Connecting to the server…')).toBeVisible();
    const posts = preview.getByRole('article');
    await expect(posts).toHaveCount(20);
    expect(firstAuthor).toContain(
      ((await posts.first().locator('.start-snapshot__author').textContent()) ?? '').trim(),
    );
    await expectNoSeriousA11yViolations(page);
    release();
    await expect(preview).toHaveCount(0);
    await expect(articles).toHaveCount(20);
  });

  test('the last timeline shows before the shell’s shared code has arrived, and stays in place when it does', async ({
    page,
  }) => {
    await page.goto('/main/all');
    const articles = page.getByRole('feed').locator('article');
    await expect(articles).toHaveCount(20);
    const firstAuthor = ((await articles.first().locator('a.status-author').textContent()) ?? '').trim();
    await page.waitForTimeout(500); // the snapshot is written once the page arrived

    // Only the shell's two entries arrive (the early one and main.js); every other script (React,
    // the shared libraries) is held.
    const release = await holdRequests(page, (request) => {
      const url = request.url();
      return /\.js(\?|$)/.test(url) && !/\/(main|boot\/boot)\.[0-9a-f]+\.js/.test(url);
    });
    // The instance too, so that React's start-up screen stays long enough to be looked at.
    const answer = await holdRequests(page, (request) => /\/api\/v[12]\/instance(\?|$)/.test(request.url()));
    // The page's load event waits for the held scripts.
    await page.reload({ waitUntil: 'commit' });
    const preview = page.getByRole('region', { name: 'Shown from your last visit' });
    await expect(preview).toBeVisible();
    await expect(page.getByText('Connecting to the server…')).toBeVisible();
    const posts = preview.getByRole('article');
    await expect(posts).toHaveCount(20);
    expect(firstAuthor).toContain(
      ((await posts.first().locator('.start-snapshot__author').textContent()) ?? '').trim(),
    );
    await expectNoSeriousA11yViolations(page);
    const box = await posts.nth(4).boundingBox();
    release();
    // React's start-up screen takes the same record over: the posts do not move.
    await expect(page.locator('.starting-screen__spinner')).toBeVisible();
    expect(await preview.getByRole('article').nth(4).boundingBox()).toEqual(box);
    answer();
    await expect(articles).toHaveCount(20);
    await expect(preview).toHaveCount(0);
  });

  test('signing out deletes the signed-in user’s snapshot', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Log out', exact: true })
      .click();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    const left = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('murmur-snapshots');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('snapshots')) return resolve(null);
            const get = db.transaction('snapshots').objectStore('snapshots').get('last-timeline');
            get.onsuccess = () => resolve(get.result ?? null);
            get.onerror = () => resolve(null);
          };
          open.onerror = () => resolve(null);
        }),
    );
    // Whatever is there now is the visitor's public timeline, never alice's home.
    expect((left as { owner?: string } | null)?.owner ?? 'visitor').toBe('visitor');
  });
});
