import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

// Issue 23, items 1 and 2: the author's own new post shows at once where they are looking (the
// open conversation with its parent's count, the home timeline, their profile), whether the
// stream is on or refused; the stream never shows it twice; a reply's caret starts after the
// mentions.

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const feed = (page: Page) => page.getByRole('feed').first();
const articles = (scope: Locator | Page, text: string) => scope.locator('article').filter({ hasText: text });
const replyCount = (article: Locator) =>
  article.getByRole('button', { name: 'Reply' }).locator('.status-action__count');

async function postFromSidebar(page: Page, text: string): Promise<void> {
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post new status' }).fill(text);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByRole('textbox', { name: 'Post new status' })).toHaveValue('');
}

for (const streaming of [true, false]) {
  test.describe(`the author's own post, streaming ${streaming ? 'on' : 'refused'}`, () => {
    test.beforeEach(async ({ page }) => {
      await resetDevInstance();
      if (!streaming) {
        // The server refuses every socket: only the client's own announcement can show the post.
        const refused = await fetch(`${DEV_INSTANCE_URL}/__dev/streaming/close`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ code: 4000, rejectNew: true }),
        });
        expect(refused.ok).toBe(true);
      }
      await page.addInitScript((on) => {
        window.localStorage.setItem('murmur:preferences', JSON.stringify({ streaming: on }));
      }, streaming);
    });

    test('shows at once on the timeline, in the conversation (with the count) and on the profile, once', async ({
      page,
    }) => {
      await signIn(page, 'alice');
      await expect(feed(page).locator('article').first()).toBeVisible({ timeout: 20_000 });

      const root = `Own root ${streaming ? 'streamed' : 'unstreamed'}`;
      await postFromSidebar(page, root);
      await expect(feed(page).locator('article').first()).toContainText(root);
      await expect(articles(feed(page), root)).toHaveCount(1);

      // Into its conversation, and reply there.
      // The stream may move the feed under the pointer: click again until the thread opens.
      await expect(async () => {
        await articles(feed(page), root).first().locator('a.status-time-link').click();
        await expect(page).toHaveURL(/\/notice\/[^/]+$/, { timeout: 2_000 });
      }).toPass();
      const thread = page.locator('.conversation');
      await expect(thread.locator('article')).toHaveCount(1);
      const opened = thread.locator('[aria-current="true"] article').first();
      await expect(replyCount(opened)).toHaveCount(0);
      await opened.getByRole('button', { name: 'Reply' }).click();
      const replyForm = thread.getByRole('form', { name: 'Reply' });
      await replyForm.getByRole('textbox', { name: 'Reply' }).pressSequentially('An answer in place');
      await replyForm.getByRole('button', { name: 'Post' }).click();
      await expect(replyForm).toHaveCount(0);
      await expect(thread.locator('article')).toHaveCount(2);
      await expect(articles(thread, 'An answer in place')).toHaveCount(1);
      await expect(replyCount(opened)).toHaveText('1');

      // Back on the timeline: the reply is there too, at the top, once.
      await page.goBack();
      await expect(feed(page).locator('article').first()).toContainText('An answer in place');
      await expect(articles(feed(page), 'An answer in place')).toHaveCount(1);

      // On the profile, a new post from the sidebar goes to the top of the posts.
      await page.goto('/alice');
      const profileFeed = page.locator('.profile__panel').getByRole('feed');
      await expect(profileFeed.locator('article').first()).toBeVisible({ timeout: 20_000 });
      await postFromSidebar(page, 'Fresh on my own profile');
      await expect(profileFeed.locator('article').first()).toContainText('Fresh on my own profile');
      await expect(articles(profileFeed, 'Fresh on my own profile')).toHaveCount(1);

      // Whatever the stream brings later adds nothing: still once after the socket had its time.
      await page.waitForTimeout(1_500);
      await expect(articles(profileFeed, 'Fresh on my own profile')).toHaveCount(1);
    });
  });
}

test.describe('the reply caret', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('starts after the prefilled mentions and their space', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const other = feed(page)
      .locator('article')
      .filter({ hasNot: page.locator('.status-repeat-header') })
      .filter({ hasNotText: '@alice' })
      .first();
    const acct = ((await other.locator('.status-acct').first().textContent()) ?? '').trim();
    await other.getByRole('button', { name: 'Reply' }).click();
    const reply = other.getByRole('form', { name: 'Reply' }).getByRole('textbox', { name: 'Reply' });
    await expect(reply).toBeFocused();
    await page.keyboard.type('typed at once');
    await expect(reply).toHaveValue(
      new RegExp(`^${acct.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*typed at once$`),
    );
  });
});
