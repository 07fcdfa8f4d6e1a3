import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

const feed = (page: Page) => page.getByRole('feed');

async function postThread(page: Page): Promise<void> {
  // A post made before the home timeline has loaded would arrive by the stream, behind 'Show new'.
  await expect(feed(page).locator('article').first()).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Post new status' }).first();
  await form.getByRole('textbox', { name: 'Post new status' }).fill('Thread root for the conversation view');
  await form.getByRole('button', { name: 'Post' }).click();
  const root = feed(page)
    .locator('article')
    .filter({ hasText: 'Thread root for the conversation view' })
    .first();
  await root.getByRole('button', { name: 'Reply' }).click();
  const replyForm = root.getByRole('form', { name: 'Reply' });
  await replyForm.getByRole('textbox', { name: 'Reply' }).pressSequentially('First answer in the thread');
  await replyForm.getByRole('button', { name: 'Post' }).click();
  await expect(replyForm).toHaveCount(0);
}

test.describe('the conversation view (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a post opens its thread; linear and tree modes; dive and back', async ({ page }) => {
    await signIn(page, 'alice');
    await postThread(page);
    const root = feed(page)
      .locator('article')
      .filter({ hasText: 'Thread root for the conversation view' })
      .first();
    await root.locator('a.status-time-link').click();
    await expect(page).toHaveURL(/\/notice\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Conversation' })).toBeVisible();
    const thread = page.locator('.conversation');
    await expect(thread.locator('article')).toHaveCount(2);
    await expect(thread.locator('[aria-current="true"]')).toContainText(
      'Thread root for the conversation view',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Tree view' }).click();
    await expect(page.getByRole('button', { name: 'Tree view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(thread.locator('.conversation-replies article')).toContainText('First answer in the thread');
    await thread.getByRole('button', { name: 'Dive into this thread' }).first().click();
    await expect(page.getByRole('button', { name: 'Back to the whole conversation' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the whole conversation' }).click();
    await expect(thread.locator('article')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    // The mode is a preference: it stays after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tree view' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a status that does not exist says so', async ({ page }) => {
    await page.goto('/notice/does-not-exist');
    await expect(page.getByRole('alert').filter({ hasText: 'could not be found' })).toBeVisible();
  });
});
