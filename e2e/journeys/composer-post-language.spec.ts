import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// The post language (issue 23, item 4; spec 3 'language' on the new status form): separate from
// the interface language, starting from the account's default, every ISO 639-1 language,
// searchable by keyboard, sent with the post and shown on it.
test.describe('the post language selector', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('starts from the default, is searched by keyboard and reaches the server', async ({ page }) => {
    const token = await apiTokenFor('alice');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${DEV_INSTANCE_URL}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    // The account's default post language, as the settings save it.
    const saved = await api('/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      body: new URLSearchParams({ 'source[language]': 'de' }),
    });
    expect(saved.ok).toBe(true);

    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    const button = form.getByRole('button', { name: 'Language: German, de' });
    await expect(button).toBeVisible();

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Post language' });
    const search = dialog.getByRole('combobox', { name: 'Search languages' });
    await expect(search).toBeFocused();
    const options = dialog.getByRole('listbox', { name: 'Languages' }).getByRole('option');
    // Every ISO 639-1 language the browser can name, named in the interface language: no bare
    // code is offered (issue 38, item 6).
    expect(await options.count()).toBeGreaterThanOrEqual(120);
    const names = await options.allTextContents();
    expect(names.filter((name) => /^\s*[a-z]{2,3}\s*$/.test(name))).toEqual([]);
    await expect(options.filter({ hasText: 'German' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, '.language-picker');

    // By a language's own name; Escape closes and gives focus back.
    await search.fill('Français');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('French');
    await search.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // By keyboard alone: open, type, move, take.
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await page.keyboard.type('ja');
    // The exact code leads the list (Japanese), then the names holding 'ja'.
    await expect(options.first()).toContainText('Japanese');
    await expect(search).toHaveAttribute('aria-activedescendant', /-ja$/);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Language: Japanese, ja' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Post new status' }).fill('konnichiwa from the journey');
    await form.getByRole('button', { name: 'Post', exact: true }).click();

    // The server has the language the form sent.
    await expect
      .poll(async () => {
        const statuses = (await (await api('/api/v1/timelines/home')).json()) as {
          content: string;
          language: string | null;
        }[];
        return statuses.find((s) => s.content.includes('konnichiwa from the journey'))?.language;
      })
      .toBe('ja');

    // And the post says it, being in another language than the interface.
    const post = page.getByRole('feed').locator('article').filter({ hasText: 'konnichiwa from the journey' });
    await expect(post.locator('.status-language')).toHaveAttribute('title', 'Written in Japanese');
    await expect(post.locator('.status-content')).toHaveAttribute('lang', 'ja');
  });

  test('a form with no default takes the interface language', async ({ page }) => {
    await signIn(page, 'bob');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await expect(form.getByRole('button', { name: 'Language: English, en' })).toBeVisible();
  });
});
