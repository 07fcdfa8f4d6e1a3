import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

// Issue 38, item 7: the keyboard loop's gaps. 'n' starts in the new post's text, Escape leaves a
// reply box for its post (the draft kept), and 'o' with a reply form open does not send the
// later keys into the draft.

async function focusNowhere(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
}

test.describe('keyboard loop gaps (issue 38)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(resetDevInstance);

  test("'n' starts in the text; Escape leaves a reply box; 'o' keeps the keys out of the draft", async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();

    // n: the dialog opens with its text focused, so typing writes the post.
    await focusNowhere(page);
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Post new status' });
    const text = dialog.getByRole('textbox', { name: 'Post new status' });
    await expect(text).toBeFocused();
    await page.keyboard.type('typed at once');
    await expect(text).toHaveValue('typed at once');
    await text.fill('');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // r opens the reply box; Escape closes it and gives the focus back to the post.
    await focusNowhere(page);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const second = feed.locator('article[aria-posinset="2"]');
    await expect(second).toBeFocused();
    await page.keyboard.press('r');
    const box = second.getByRole('textbox', { name: 'Reply' });
    await expect(box).toBeFocused();
    await page.keyboard.type('half a thought');
    await page.keyboard.press('Escape');
    await expect(second.getByRole('form', { name: 'Reply' })).toHaveCount(0);
    await expect(second).toBeFocused();
    // The loop goes on from there, and the draft waits for the next reply.
    await page.keyboard.press('j');
    await expect(feed.locator('article[aria-posinset="3"]')).toBeFocused();
    await page.keyboard.press('k');
    await expect(second).toBeFocused();
    await page.keyboard.press('r');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(/half a thought/);

    // With the form open and the post focused, o opens the thread and the focus stays out of
    // the form: j then types nothing into the draft.
    await second.focus();
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/\/notice\//);
    const opened = page.locator('.conversation-status--focused article');
    const threadBox = opened.getByRole('textbox', { name: 'Reply' });
    await expect(threadBox).toHaveValue(/half a thought/);
    await expect(threadBox).not.toBeFocused();
    const before = await threadBox.inputValue();
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(threadBox).toHaveValue(before);
  });
});
