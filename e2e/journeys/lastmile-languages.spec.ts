import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// Issue 38, item 6: language lists name every language in the interface language (no bare ISO
// codes), the reader's languages first; "Translate posts into" too; the Ukrainian "written in"
// label is not in capitals.

const BARE_CODE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => window.localStorage.setItem('murmur:interfaceLanguage', code), language);
  await page.goto('/main/friends');
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
}

async function optionTexts(list: Locator): Promise<string[]> {
  return list.evaluate((element) =>
    [...element.querySelectorAll('[role="option"], option')].map(
      (option) => (option.querySelector('span') ?? option).textContent?.trim() ?? '',
    ),
  );
}

test.describe('language lists (issue 38)', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(resetDevInstance);

  test("named in the interface language, the reader's first, no bare codes", async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await expect(form).toBeVisible({ timeout: 30_000 });

    // The post form's list: names only, the current language first.
    await form.getByRole('button', { name: /^Language: / }).click();
    let list = page.getByRole('listbox', { name: 'Languages' });
    let names = await optionTexts(list);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => BARE_CODE.test(name))).toEqual([]);
    expect(names[0]).toBe('English');
    // Picking one makes it the reader's recent language: next time it comes right after the current.
    await page.getByRole('combobox', { name: 'Search languages' }).fill('German');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: /^Language: German/ })).toBeVisible();
    await form.getByRole('button', { name: /^Language: / }).click();
    names = await optionTexts(list);
    expect(names.slice(0, 2)).toEqual(['German', 'English']);
    await page.keyboard.press('Escape');

    // In German the names are German, and so are the settings' lists.
    await chooseLanguage(page, 'de');
    const germanForm = page.getByRole('form', { name: 'Neuen Beitrag verfassen' }).first();
    await expect(germanForm).toBeVisible({ timeout: 30_000 });
    await germanForm.getByRole('button', { name: /^Sprache: / }).click();
    list = page.getByRole('listbox', { name: 'Sprachen' });
    names = await optionTexts(list);
    expect(names).toContain('Englisch');
    expect(names.slice(0, 2)).toEqual(['Deutsch', 'Englisch']);
    expect(names.filter((name) => BARE_CODE.test(name))).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Einstellungen' });
    const postDefault = settings.getByRole('combobox', { name: 'Standardsprache meiner Beiträge' });
    await expect(postDefault).toBeVisible();
    const defaults = await optionTexts(postDefault);
    expect(defaults.filter((name) => BARE_CODE.test(name))).toEqual([]);
    // After "not set": the reader's recent language and the interface language.
    expect(defaults.slice(1, 3)).toEqual(['Deutsch', 'Englisch']);
    const targets = settings.getByRole('combobox', { name: 'Beiträge übersetzen in' });
    const targetNames = await optionTexts(targets);
    // The server names its targets in English; the list says them in German, German first.
    expect(targetNames.slice(1)).toEqual(['Deutsch', 'Englisch', 'Französisch', 'Japanisch', 'Spanisch']);
  });

  test('the Ukrainian "written in" label is not in capitals', async ({ page }) => {
    const token = await apiTokenFor('bob');
    const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams({
        status: 'A post in English for the label',
        visibility: 'public',
        language: 'en',
      }),
    });
    expect(reply.ok).toBe(true);
    const { id } = (await reply.json()) as { id: string };
    await signIn(page, 'alice');
    await page.evaluate(() => window.localStorage.setItem('murmur:interfaceLanguage', 'uk'));
    await page.goto(`/notice/${id}`);
    const badge = page
      .locator('article', { hasText: 'A post in English for the label' })
      .first()
      .locator('.status-language');
    await expect(badge).toBeVisible({ timeout: 30_000 });
    // The badge shows the code in capitals; what a screen reader says is the label as written.
    await expect(badge.locator('[aria-hidden="true"]')).toHaveCSS('text-transform', 'uppercase');
    const label = badge.locator('.status-sr-only');
    await expect(label).toHaveText(/^Мова: англійська$/);
    await expect(label).toHaveCSS('text-transform', 'none');
  });
});
