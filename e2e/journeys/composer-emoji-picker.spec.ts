import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

// The full picker (issue 23, item 5): the whole Unicode set from emojibase-data with its
// categories, search by name and keyword, skin tones, the instance's custom packs, recent emoji
// per account, and the autocomplete after ':' from the same data.
test.describe('the emoji picker with every Unicode emoji and the custom packs', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('categories, a keyword search, a custom pack and the recent emoji', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    const text = form.getByRole('textbox', { name: 'Post new status' });
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert emoji' });
    const tabs = picker.getByRole('toolbar', { name: 'Emoji categories' });
    // The instance's packs and the nine Unicode groups, each a tab drawn with an icon.
    await expect(tabs.getByRole('button', { name: 'blobcats (custom emoji)' })).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Smileys & emotion' })).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Flags' })).toBeAttached();
    expect(await tabs.locator('button svg').count()).toBe(await tabs.getByRole('button').count());
    // Thousands of emoji, a few rows of them in the DOM.
    const count = Number((await picker.getByRole('status').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(1_900);
    expect(await picker.locator('.emoji-picker__cell').count()).toBeLessThan(200);
    await expectNoSeriousA11yViolations(page, '.emoji-picker');

    // A tab jumps to its section; the keyboard moves along the tabs.
    await tabs.getByRole('button', { name: 'Flags' }).click();
    await expect(picker.getByRole('heading', { name: /flags/i })).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Flags' })).toHaveAttribute('aria-current', 'true');

    // A pack of the instance: its title and its emoji, which go in as ':shortcode:'.
    await tabs.getByRole('button', { name: 'neocat (custom emoji)' }).click();
    await expect(picker.getByRole('heading', { name: 'neocat', exact: true })).toBeVisible();
    await picker.getByRole('button', { name: ':neocat_sip:' }).click();
    await expect(text).toHaveValue(':neocat_sip: ');

    // A keyword that is not in the name: 'greetings' finds the waving hand.
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('greetings');
    await picker.getByRole('button', { name: 'waving hand', exact: true }).click();
    await expect(text).toHaveValue(':neocat_sip: 👋 ');

    // The last pick leads the recent emoji.
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await expect(picker.getByRole('heading', { name: 'Recently used' })).toBeVisible();
    const recent = picker.locator('.emoji-picker__row').first().getByRole('button');
    await expect(recent.first()).toHaveAccessibleName('waving hand');
    await expect(recent.nth(1)).toHaveAccessibleName(':neocat_sip:');
    await page.keyboard.press('Escape');
  });

  test('the skin tone changes the emoji inserted, in the picker and after ":"', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    const text = form.getByRole('textbox', { name: 'Post new status' });
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert emoji' });
    await picker.getByRole('button', { name: 'Skin tone: Default' }).click();
    await expectNoSeriousA11yViolations(page, '.emoji-picker');
    await picker.getByRole('radio', { name: 'Medium', exact: true }).click();
    await expect(picker.getByRole('button', { name: 'Skin tone: Medium' })).toBeVisible();
    await picker.getByRole('searchbox').fill('thumbs up');
    await picker.getByRole('button', { name: 'thumbs up', exact: true }).click();
    await expect(text).toHaveValue('👍🏽 ');

    // The autocomplete offers from the same data, by shortcode, in the same tone.
    await text.pressSequentially(':wave');
    const list = form.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toContainText('👋🏽');
    await text.press('Enter');
    await expect(text).toHaveValue('👍🏽 👋🏽 ');

    // The tone is remembered for the next picker.
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await expect(picker.getByRole('button', { name: 'Skin tone: Medium' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the autocomplete after ":" offers Unicode emoji by name and shortcode', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    const text = form.getByRole('textbox', { name: 'Post new status' });
    await text.click();
    await text.pressSequentially('ship it :thumbsup');
    const list = form.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toContainText('thumbs up');
    await text.press('Tab');
    await expect(text).toHaveValue(/^ship it 👍\uFE0F? $/);
    // A custom emoji and a Unicode one side by side: ':neocat' has its pack's pictures.
    await text.pressSequentially(':neoc');
    await expect(list.getByRole('option')).toHaveCount(2);
    await expect(list.getByRole('option').first()).toContainText(':neocat_floof:');
  });

  test('the recent emoji belong to the account that picked them', async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert emoji' });
    await picker.getByRole('searchbox').fill('rocket');
    await picker.getByRole('button', { name: 'rocket', exact: true }).click();
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    await expect(picker.getByRole('heading', { name: 'Recently used' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Another account in the same browser sees none of them.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (!key.startsWith('recentEmoji')) localStorage.removeItem(key);
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await signIn(page, 'bob');
    const bobsForm = page.getByRole('form', { name: 'Post new status' }).first();
    await bobsForm.getByRole('button', { name: 'Insert emoji' }).click();
    await expect(picker.getByRole('heading', { name: 'Smileys & emotion' })).toBeVisible();
    await expect(picker.getByRole('heading', { name: 'Recently used' })).toHaveCount(0);
  });
});
