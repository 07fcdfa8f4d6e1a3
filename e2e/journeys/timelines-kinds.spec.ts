import type { Page, WebSocket } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn, signInAt } from '../support/sign-in';

// Spec 2 sections 2 and 4: every timeline kind shows its posts (or says it has none), new posts
// wait behind 'show new' or appear by themselves, 20 or more offer 'reload', a short timeline
// ends in 'no more statuses', and the header's menus work from the keyboard.

/** Seeded accounts with their own posts (dev-instance/README.md); bob is followed by alice. */
async function post(token: string, status: string, visibility = 'public'): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: new URLSearchParams({ status, visibility }),
  });
  expect(reply.ok).toBe(true);
}

async function apiGet<T>(token: string, path: string): Promise<T> {
  const reply = await fetch(`${DEV_INSTANCE_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok).toBe(true);
  return (await reply.json()) as T;
}

/**
 * The page's streaming socket once it is open: the client subscribes to its extra streams as soon
 * as it opens, so its first frame sent means the server holds it. Call before navigating.
 */
function socketOpened(page: Page): Promise<WebSocket> {
  return page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/api/v1/streaming') })
    .then(async (ws) => {
      await ws.waitForEvent('framesent');
      return ws;
    });
}

// A first page (twenty posts, the post display loading beside them) can take a while on a busy
// machine; the waits are for conditions, with room to spare.
const FIRST_PAGE = { timeout: 30_000 };

/** The feed named `name` has finished loading with at least one post, or says it has none. */
async function expectPostsOrNone(page: Page, name: string): Promise<void> {
  const feed = page.getByRole('feed', { name, exact: true });
  const none = page.getByText('No statuses', { exact: true });
  await expect(feed.locator('article').first().or(none)).toBeVisible(FIRST_PAGE);
}

async function expectPosts(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('feed', { name, exact: true }).locator('article').first()).toBeVisible(
    FIRST_PAGE,
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('timelines (spec 2 sections 2 and 4)', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('each timeline kind shows its posts, or says it has none; a profile lists its pins first', async ({
    page,
  }) => {
    const token = await apiTokenFor('alice');
    const lists = await apiGet<Array<{ id: string; title: string }>>(token, '/api/v1/lists');
    const friendsList = lists.find((list) => list.title === 'Friends');
    expect(friendsList).toBeDefined();
    const me = await apiGet<{ id: string }>(token, '/api/v1/accounts/verify_credentials');
    const pins = await apiGet<Array<{ id: string }>>(token, `/api/v1/accounts/${me.id}/statuses?pinned=true`);
    expect(pins.length).toBeGreaterThan(0);

    await signIn(page, 'alice');
    await expectPosts(page, 'Home');
    // The sidebar's links, as a reader goes from one to the next.
    const sidebar = page.getByRole('navigation', { name: 'Navigation' });
    for (const name of ['Local timeline', 'Bubble timeline', 'Whole known network', 'Bookmarks']) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await expectPosts(page, name);
    }
    await sidebar.getByRole('link', { name: 'Direct messages', exact: true }).click();
    await expect(page).toHaveURL(/\/users\/alice\/dms$/);
    await expectPostsOrNone(page, 'Direct messages');
    for (const [path, name] of [
      ['/tag/murmur', '#murmur'],
      [`/lists/${friendsList?.id}`, 'Friends'],
    ]) {
      await page.goto(path as string);
      await expectPosts(page, name as string);
    }

    // A profile: its pinned posts come first, then the tabs that are timelines.
    await page.goto('/alice');
    await expectPosts(page, 'User timeline');
    const links = page.getByRole('feed', { name: 'User timeline' }).locator('article a.status-time-link');
    const firstHrefs = await Promise.all(pins.map((_, i) => links.nth(i).getAttribute('href')));
    expect(firstHrefs.sort()).toEqual(pins.map((pin) => `/notice/${pin.id}`).sort());
    for (const name of ['With replies', 'Media', 'Favorites']) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expectPostsOrNone(page, name);
    }
  });

  test("with streaming on, a new post appears by itself at the top; scrolled away it waits, and '.' shows it", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('murmur:preferences', JSON.stringify({ streaming: true }));
    });
    const bob = await apiTokenFor('bob');
    const opened = socketOpened(page);
    await signIn(page, 'alice');
    await opened;
    const feed = page.getByRole('feed', { name: 'Home' });
    await expect(feed.locator('article')).toHaveCount(20);

    // Scrolled away from the top: the timeline pauses and the post waits behind the button.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(15);
    const waiting = `Waits behind show new ${Date.now()}`;
    await post(bob, waiting);
    await expect(page.getByRole('button', { name: 'Show new (1)' })).toBeAttached();
    await expect(feed.locator('article').first()).not.toContainText(waiting);
    await page.keyboard.press('.');
    await expect(feed.locator('article').first()).toContainText(waiting);
    await expect(page.getByRole('button', { name: /^Show new/ })).toHaveCount(0);

    // Back at the top and unpaused: the next post shows by itself.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => scrollY(page)).toBe(0);
    const streamed = `Appears by itself ${Date.now()}`;
    await post(bob, streamed);
    await expect(feed.locator('article').first()).toContainText(streamed);
    await expect(page.getByRole('button', { name: /^Show new/ })).toHaveCount(0);
  });

  test("twenty new posts offer 'Reload', which fetches the timeline afresh", async ({ page }) => {
    const bob = await apiTokenFor('bob');
    const opened = socketOpened(page);
    await page.goto('/main/all');
    await opened;
    const feed = page.getByRole('feed', { name: 'Whole known network' });
    await expect(feed.locator('article')).toHaveCount(20);

    const stamp = Date.now();
    for (let n = 1; n <= 20; n++) await post(bob, `Flush ${stamp} number ${n}`);
    const reload = page.getByRole('button', { name: 'Reload', exact: true });
    await expect(reload).toBeVisible();
    await reload.click();
    await expect(feed.locator('article').first()).toContainText(`Flush ${stamp} number 20`);
    await expect(feed.locator('article')).toHaveCount(20);
    await expect(page.getByText('Up-to-date')).toBeVisible();
  });

  test("a short timeline scrolled to its end says 'No more statuses'", async ({ page }) => {
    const token = await apiTokenFor('alice');
    const bookmarks = await apiGet<unknown[]>(token, '/api/v1/bookmarks?limit=40');
    expect(bookmarks.length).toBeLessThan(20);
    await signInAt(page, '/bookmarks', 'alice');
    const feed = page.getByRole('feed', { name: 'Bookmarks' });
    await expect(feed.locator('article')).toHaveCount(bookmarks.length);
    // The reader scrolls (End key): a scroll the page makes by itself would not load older posts.
    // The sidebar's pieces may still arrive and lengthen the page: the reader presses End again.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(page.getByText('No more statuses', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(feed.locator('article').last()).toHaveAttribute('aria-setsize', String(bookmarks.length));
  });

  test('the header’s timeline menu and quick settings open from the keyboard, axe clean', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await expectPosts(page, 'Home');

    const menuButton = page.getByRole('button', { name: 'Switch timeline' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Switch timeline' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    const quick = page.getByRole('button', { name: 'Quick settings' });
    await quick.focus();
    await page.keyboard.press('Space');
    await expect(quick).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.popover-panel input').first()).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(quick).toBeFocused();

    // A timeline chosen from the menu by keyboard.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Whole known network' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/all$/);
    await expectPosts(page, 'Whole known network');
  });
});
