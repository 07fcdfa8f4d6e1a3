import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn, signInAt } from '../support/sign-in';

// Issue 23, "a keyboard loop": timelines, threads and notifications worked without the mouse.
// Every step below is a key press; the mouse is used only to read what happened.

/** The post (or notification) holding the focus. */
const focusedArticle = (page: Page) => page.locator('article:focus');

/** Its accessible name as a screen reader says it when the focus lands on it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const article = document.activeElement;
    if (!(article instanceof HTMLElement) || article.tagName !== 'ARTICLE') return '';
    const ids = article.getAttribute('aria-labelledby')?.split(' ') ?? [];
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

/** Takes the focus off whatever holds it, as after a click on the page's background. */
async function focusNowhere(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
}

/** Presses j until the focused post holds a control marked for `action`, enabled. */
async function moveToPostWith(page: Page, action: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('j');
    const found = await page.evaluate(
      (wanted) =>
        document.activeElement?.querySelector(`[data-post-action="${wanted}"]:not([disabled])`) != null,
      action,
    );
    if (found) return;
  }
  throw new Error(`no post with '${action}' within ${limit} posts`);
}

test.describe('the keyboard loop (issue 23)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('read, move, open, reply, post and back by keyboard alone', async ({ page }) => {
    await signIn(page, 'alice');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    await focusNowhere(page);

    // Move: the focus follows the post, which is in view and named for a screen reader.
    await page.keyboard.press('j');
    await expect(feed.locator('article[aria-posinset="1"]')).toBeFocused();
    await page.keyboard.press('j');
    const second = feed.locator('article[aria-posinset="2"]');
    await expect(second).toBeFocused();
    await expect(second).toBeInViewport();
    // Named by its author and time, which the post draws as it fills in.
    await expect.poll(() => focusedName(page)).not.toBe('');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    await expect(second).toBeFocused();

    // Open: the conversation of the focused post.
    const from = page.url();
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/\/notice\//);
    await expect(page.locator('.conversation-status--focused article')).toBeVisible();

    // Reply to the opened post: the inline form takes the focus; Ctrl+Enter posts.
    await page.keyboard.press('r');
    const box = page
      .locator('.conversation')
      .getByRole('textbox', { name: /reply|post/i })
      .first();
    await expect(box).toBeFocused();
    const text = `keyboard reply ${Date.now()}`;
    await page.keyboard.type(text);
    // 'j' typed in the form stays text: nothing moved.
    await expect(box).toBeFocused();
    await page.keyboard.press('Control+Enter');
    await expect(box).toHaveCount(0);
    const token = await apiTokenFor('alice');
    const me = (await (
      await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/verify_credentials`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string };
    await expect
      .poll(async () => {
        const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/${me.id}/statuses?limit=5`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const statuses = (await reply.json()) as { content: string; in_reply_to_id: string | null }[];
        return statuses.some((s) => s.content.includes(text) && s.in_reply_to_id !== null);
      })
      .toBe(true);

    // Back: Escape returns to the timeline.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(from);
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  });

  test('favourite, repeat, react and expand a content warning with f, b, e and x', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    await focusNowhere(page);

    await moveToPostWith(page, 'repeat');
    // The post by its own name ids (once a control inside it takes the focus, it is no longer
    // ':focus'), not by its place: the repeat below may come back on the stream and push it down.
    const labelledBy = await focusedArticle(page).getAttribute('aria-labelledby');
    const post = feed.locator(`article[aria-labelledby="${labelledBy}"]`);
    const favourite = post.locator('[data-post-action="favourite"]');
    const repeat = post.locator('[data-post-action="repeat"]');
    const wasFavourite = await favourite.getAttribute('aria-pressed');
    const wasRepeated = await repeat.getAttribute('aria-pressed');
    await page.keyboard.press('f');
    await expect(favourite).toHaveAttribute('aria-pressed', wasFavourite === 'true' ? 'false' : 'true');
    await page.keyboard.press('b');
    await expect(repeat).toHaveAttribute('aria-pressed', wasRepeated === 'true' ? 'false' : 'true');
    // The focus stayed on the post: the keys act on it again.
    await expect(post).toBeFocused();

    // e opens the reaction picker with its search focused; Enter picks the first match.
    await page.keyboard.press('e');
    const picker = page.getByRole('dialog', { name: 'Add reaction' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('blobcatheart');
    await expect(picker.getByRole('button', { name: ':blobcatheart:' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(picker).toHaveCount(0);
    await expect(
      post.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: /blobcatheart/ }),
    ).toBeVisible();

    // x shows what a content warning covers.
    await focusNowhere(page);
    await moveToPostWith(page, 'expand');
    const toggle = focusedArticle(page).locator('[data-post-action="expand"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('x');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('x');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('in the virtual feed past 80 posts, j reaches post 90 and f favourites it', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, '/main/all', 'alice');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    for (let pages = 1; pages < 5; pages++) {
      await page.getByRole('button', { name: /load older/i }).click();
      await expect(page.getByRole('button', { name: /load older/i })).toBeVisible();
    }
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[aria-posinset]').length))
      .toBeLessThan(80);
    const first = feed.locator('[aria-posinset="1"]');
    // From nowhere, j starts at the topmost post on screen: the page must be at the top, and stay
    // there (the virtual list can still move it while older pages are laid out). Post 1 drawn in the
    // list's overscan above the view is visible without being on screen.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(first).toBeInViewport({ timeout: 1_000 });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }).toPass();
    await focusNowhere(page);
    await page.keyboard.press('j');
    await expect(first).toBeFocused();
    for (let position = 2; position <= 90; position++) {
      await page.keyboard.press('j');
      await expect(page.locator(`[aria-posinset="${position}"]`)).toBeFocused();
    }
    const post = page.locator('[aria-posinset="90"]');
    await expect(post).toBeInViewport();
    const favourite = post.locator('[data-post-action="favourite"]');
    const was = await favourite.getAttribute('aria-pressed');
    await page.keyboard.press('f');
    await expect(favourite).toHaveAttribute('aria-pressed', was === 'true' ? 'false' : 'true');
  });

  test('notifications: j moves between them, o opens one', async ({ page }) => {
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications--page');
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await focusNowhere(page);
    await page.keyboard.press('j');
    const firstItem = panel.locator('article.notification__item').first();
    await expect(firstItem).toBeFocused();
    expect(await focusedName(page)).not.toBe('');
    await page.keyboard.press('j');
    await expect(panel.locator('article.notification__item').nth(1)).toBeFocused();
    // Down to one about a post, then open it.
    for (let i = 0; i < 30; i++) {
      const withPost = await page.evaluate(
        () => document.activeElement?.querySelector('.status [data-post-action="open"]') != null,
      );
      if (withPost) break;
      await page.keyboard.press('j');
    }
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/\/notice\//);
    await expect(page.locator('.conversation-status--focused article')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/alice\/notifications$/);
  });

  test('? opens the sheet of every shortcut', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await focusNowhere(page);
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    for (const key of ['j', 'k', 'o', 'Enter', 'r', 'f', 'b', 'e', 'x', 'n', 'Escape', '?']) {
      await expect(
        sheet.locator('kbd', { hasText: new RegExp(`^${key.replace('?', '\\?')}$`) }).first(),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, '.modal');
    // While the sheet is open the loop's keys do nothing; Escape closes it.
    await page.keyboard.press('j');
    await expect(focusedArticle(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  test('the preference turns the shortcuts off', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const option = settings.getByRole('checkbox', { name: /Keyboard shortcuts/ });
    await expect(option).toBeChecked();
    await option.uncheck();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);

    await focusNowhere(page);
    for (const key of ['j', '?', 'n']) await page.keyboard.press(key);
    await expect(focusedArticle(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // PageDown (the feed pattern) still moves inside the feed.
    await page.getByRole('feed').locator('article').first().focus();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('feed').locator('article[aria-posinset="2"]')).toBeFocused();
  });
});
