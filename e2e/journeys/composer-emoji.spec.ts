import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

test.describe('emoji picker, reactions and autocomplete (spec 3 sections 4, 5 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the picker searches, inserts at the caret and remembers the emoji as recent', async ({ page }) => {
    await signInAt(page, '/main/friends', 'alice');
    const form = page.getByRole('form', { name: 'New status' }).first();
    const text = form.getByRole('textbox', { name: 'New status' });
    await text.fill('hello');

    await form.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert emoji' });
    const search = picker.getByRole('searchbox', { name: 'Search emoji' });
    await expect(search).toBeFocused();
    await expect(picker.getByRole('button', { name: ':blobcat:' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Case-insensitive search over shortcodes and Unicode names.
    await search.fill('BLOBCAT');
    await expect(picker.getByRole('status')).toContainText('3 emoji');
    await expect(picker.getByRole('button', { name: ':ablobwave:' })).toHaveCount(0);
    await search.fill('zzzz-nothing');
    await expect(picker.getByRole('status')).toContainText('No emoji match');

    // The keyboard: down into the grid, right to the second match, Enter picks it.
    await search.fill('blobcat');
    await search.press('ArrowDown');
    await expect(picker.getByRole('button', { name: ':blobcat:' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveCount(0);
    await expect(text).toHaveValue('hello :blobcatheart: ');
    // Typing goes on where the emoji went in.
    await expect(text).toBeFocused();
    await page.keyboard.type('x');
    await expect(text).toHaveValue('hello :blobcatheart: x');
    await text.press('Backspace');

    // Unicode emoji by name; the pick is remembered first among the recent ones.
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await picker.getByRole('searchbox').fill('fox');
    await picker.getByRole('button', { name: 'fox', exact: true }).click();
    await expect(text).toHaveValue('hello :blobcatheart: 🦊 ');
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await expect(picker.getByRole('heading', { name: 'Recently used' })).toBeVisible();
    const recent = await picker.locator('.emoji-picker__row').first().getByRole('button').allTextContents();
    expect(recent.slice(0, 2)).toEqual(['🦊', '']);
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    // Kept for this account on this server ('recentEmoji:{account id}@{host}').
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).filter(([key]) => key.startsWith('recentEmoji')),
    );
    expect(stored).toEqual([
      [expect.stringMatching(/^recentEmoji:[^@]+@localhost:\d+$/), '["🦊","blobcatheart"]'],
    ]);
  });

  test('autocomplete completes an emoji and a mention from the keyboard', async ({ page }) => {
    await signInAt(page, '/main/friends', 'alice');
    const form = page.getByRole('form', { name: 'New status' }).first();
    const text = form.getByRole('textbox', { name: 'New status' });
    await text.click();
    await text.pressSequentially('hi :blobc');
    const list = form.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option')).toHaveCount(3);
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
    await text.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await text.press('Tab');
    await expect(text).toHaveValue('hi :blobcatcoffee: ');
    await expect(list).toHaveCount(0);

    await text.pressSequentially('and @bo');
    await expect(list.getByRole('option').first()).toContainText('@bob');
    await text.press('Enter');
    await expect(text).toHaveValue(/^hi :blobcatcoffee: and @bob\S* $/);
    // Enter took the suggestion; it did not post.
    await expect(form.getByRole('button', { name: 'Post' })).toBeEnabled();

    // Escape closes the list for that word; '$' words are not completed.
    await text.pressSequentially(':blob');
    await expect(list).toBeVisible();
    await text.press('Escape');
    await expect(list).toHaveCount(0);
  });

  test('a reaction is added from the picker and shows on the post', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const post = page.getByRole('feed').locator('article').first();
    await post.getByRole('button', { name: 'Add reaction' }).click();
    const picker = page.getByRole('dialog', { name: 'Add reaction' });
    await picker.getByRole('searchbox').fill('seedling');
    await picker.getByRole('button', { name: 'seedling' }).click();
    await expect(picker).toHaveCount(0);
    const reaction = post.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: /🌱/ });
    await expect(reaction).toHaveAttribute('aria-pressed', 'true');

    // A custom emoji, on a server that takes custom reactions.
    await post.getByRole('button', { name: 'Add reaction' }).click();
    await picker.getByRole('searchbox').fill('blobfox');
    await picker.getByRole('searchbox').press('Enter');
    await expect(
      post.getByRole('list', { name: 'Reactions' }).getByRole('button', { name: /blobfox/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a sticker goes into the post as an uploaded picture', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await form.getByRole('button', { name: 'Stickers' }).click();
    const picker = page.getByRole('dialog', { name: 'Stickers' });
    await expect(picker.getByRole('region', { name: 'Murmur stickers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await picker.getByRole('button', { name: 'Sticker coffee' }).click();
    await expect(picker).toHaveCount(0);
    // The sticker is a file of the post like any other: a description field, then posted.
    await expect(form.getByRole('textbox', { name: /description/i })).toHaveCount(1);
    await form.getByRole('textbox', { name: 'Post new status' }).fill('Coffee time');
    await form.getByRole('button', { name: 'Post' }).click();
    const post = page.getByRole('feed').locator('article').filter({ hasText: 'Coffee time' }).first();
    await expect(post.locator('img[src*="/media/"]').first()).toBeVisible();
  });
});
