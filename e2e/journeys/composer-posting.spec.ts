import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const homeFeed = (page: Page) => page.getByRole('feed');

async function failNextPost(status = 500): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/api/v1/statuses', method: 'POST', status, times: 1 }),
  });
  if (!reply.ok) throw new Error(`/__dev/faults answered ${reply.status}`);
}

test.describe('writing posts (spec 3 sections 4 and 5)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a post from the sidebar shows at the top of the home timeline', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(homeFeed(page).locator('article').first()).toBeVisible();
    const form = sidebarForm(page);
    await form.getByRole('textbox', { name: 'Post new status' }).fill('Fresh from the sidebar form');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(homeFeed(page).locator('article').first()).toContainText('Fresh from the sidebar form');
    await expect(form.getByRole('textbox', { name: 'Post new status' })).toHaveValue('');
  });

  test('a draft survives a reload, and another survives a 500 and is posted after', async ({ page }) => {
    await signIn(page, 'alice');
    const text = () => sidebarForm(page).getByRole('textbox', { name: 'Post new status' });
    await text().fill('A thought worth keeping');
    // The draft is written once typing settles: wait for it in the browser's storage.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('drafts') ?? ''), { timeout: 15_000 })
      .toContain('A thought worth keeping');
    await page.reload();
    await expect(text()).toHaveValue('A thought worth keeping');

    await failNextPost(500);
    await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
    await expect(sidebarForm(page).getByRole('alert')).toContainText('Error:');
    await expect(text()).toHaveValue('A thought worth keeping');
    await page.reload();
    await expect(text()).toHaveValue('A thought worth keeping');
    await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
    await expect(homeFeed(page).locator('article').first()).toContainText('A thought worth keeping');
    await page.reload();
    await expect(text()).toHaveValue('');
  });

  test('favourite and bookmark a post, kept by the server; the bookmark shows on the bookmarks timeline', async ({
    page,
  }) => {
    await signInAt(page, '/main/public', 'alice');
    const post = homeFeed(page).locator('article').first();
    const favourite = post.getByRole('button', { name: 'Favorite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await post.getByRole('button', { name: 'Bookmark' }).click();
    await expect(post.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    const postText = ((await post.locator('.status-body').textContent()) ?? '').slice(0, 40);
    await page.reload();
    await expect(
      homeFeed(page).locator('article').first().getByRole('button', { name: 'Favorite' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/bookmarks');
    await expect(homeFeed(page).locator('article').first()).toContainText(
      postText.trim().split('\n')[0] ?? '',
    );
  });

  test('a failed repeat is rolled back and said on the post; the next try works', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const post = homeFeed(page)
      .locator('article')
      .filter({ has: page.locator('button.status-action--repeat[aria-pressed="false"]:not([disabled])') })
      .first();
    await expect(post).toBeVisible();
    const postId = await post
      .getByRole('link')
      .filter({ has: page.locator('time') })
      .first()
      .getAttribute('href');
    const pinned = homeFeed(page)
      .locator('article')
      .filter({ has: page.locator(`a[href="${postId}"]`) });
    const repeat = pinned.getByRole('button', { name: 'Repeat' });
    const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/v1/statuses/*/reblog', method: 'POST', status: 500, times: 1 }),
    });
    expect(reply.ok).toBe(true);
    await repeat.click();
    await expect(pinned.getByRole('alert')).toContainText('Error:');
    await expect(repeat).toHaveAttribute('aria-pressed', 'false');
    await repeat.click();
    await expect(repeat).toHaveAttribute('aria-pressed', 'true');
  });

  test('reply inline under a post, then delete it after the confirmation', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const post = homeFeed(page).locator('article').first();
    await post.getByRole('button', { name: 'Reply' }).click();
    const replyForm = post.getByRole('form', { name: 'Reply' });
    const replyText = replyForm.getByRole('textbox', { name: 'Reply' });
    await expect(replyText).toBeFocused();
    await replyText.press('End');
    await replyText.pressSequentially('Agreed, from the inline form');
    await replyForm.getByRole('button', { name: 'Post' }).click();
    await expect(replyForm).toHaveCount(0);
    await page.goto('/main/friends');
    const mine = homeFeed(page)
      .locator('article')
      .filter({ hasText: 'Agreed, from the inline form' })
      .first();
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(
      homeFeed(page).locator('article').filter({ hasText: 'Agreed, from the inline form' }),
    ).toHaveCount(0);
  });

  test('a visitor sees counts and the remote-interaction link instead of the buttons', async ({ page }) => {
    await page.goto('/main/all');
    const post = homeFeed(page).locator('article').first();
    await expect(post.getByRole('list', { name: 'Post statistics' })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Favorite' })).toHaveCount(0);
    await expect(post.getByRole('link', { name: 'Interact from your own server' })).toBeVisible();
  });
});
