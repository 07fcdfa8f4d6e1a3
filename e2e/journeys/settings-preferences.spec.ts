import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { SEEDED_GALLERY } from '../support/seeded-posts';
import { resetDevInstance, signInAt } from '../support/sign-in';

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(settings(page).getByRole('tablist', { name: 'Settings' })).toBeVisible();
}

test.describe('settings (spec 3 sections 2, 3 and 5)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('hiding media previews changes the timeline at once, and is kept after a reload', async ({ page }) => {
    // A timeline that holds the seeded gallery (four pictures), found by its text.
    await page.goto(`/tag/${SEEDED_GALLERY.tag}`);
    const withMedia = page.getByRole('feed').locator('article:has(.status-attachments)');
    const gallery = page.getByRole('feed').locator('article').filter({ hasText: SEEDED_GALLERY.text });
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    for (let more = 0; more < 5 && (await gallery.count()) === 0; more++) {
      await page.getByRole('button', { name: /^load older statuses$/i }).click();
      await expect(page.getByRole('feed').locator('article')).toHaveCount(20 * (more + 2));
    }
    await expect(gallery.locator('.status-attachments')).toBeVisible();
    const before = await withMedia.count();
    expect(before).toBeGreaterThan(0);
    await openSettings(page);
    await expectNoSeriousA11yViolations(page);
    await settings(page).getByRole('checkbox', { name: 'Hide attachments in timeline' }).check();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(withMedia).toHaveCount(0);
    await expect(gallery).toBeVisible();
    await page.reload();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(withMedia).toHaveCount(0);
  });

  test('the quick-settings link opens the filtering tab; a word filter collapses a post', async ({
    page,
  }) => {
    await signInAt(page, '/main/all', 'alice');
    const first = page.getByRole('feed').locator('article').first();
    await expect(first).toBeVisible();
    const word = (((await first.locator('.status-body').textContent()) ?? '').match(/[A-Za-z]{5,}/) ?? [
      'murmur',
    ])[0];
    await page.getByRole('button', { name: 'Quick settings' }).click();
    await page.getByRole('button', { name: 'Word filter and more…' }).click();
    await expect(settings(page).getByRole('tab', { name: 'Filtering' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const words = settings(page).getByRole('textbox', { name: /muted, one per line/ });
    await words.fill(word);
    await words.blur();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('feed').getByText(`Muted by the word filter: ${word}`).first()).toBeVisible();
  });

  test('export, change, import the file back; a broken file changes nothing and says why', async ({
    page,
  }) => {
    await page.goto('/main/all');
    await openSettings(page);
    await settings(page).getByRole('tab', { name: 'General' }).click();
    await settings(page)
      .getByRole('checkbox', { name: 'Hide post statistics (e.g. the number of favorites)' })
      .check();
    await settings(page).getByRole('tab', { name: 'Data import/export' }).click();
    const download = page.waitForEvent('download');
    await settings(page).getByRole('button', { name: 'Back up settings to a file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('data.json');
    const saved = join(tmpdir(), `murmur-settings-${Date.now()}.json`);
    await file.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({
      _pleroma_settings_version: [1, 0],
      hidePostStats: true,
    });

    await settings(page).getByRole('tab', { name: 'General' }).click();
    const stats = settings(page).getByRole('checkbox', {
      name: 'Hide post statistics (e.g. the number of favorites)',
    });
    await stats.uncheck();
    await settings(page).getByRole('tab', { name: 'Data import/export' }).click();
    await settings(page).getByLabel('Restore settings from a file').setInputFiles(saved);
    await expect(
      settings(page).getByRole('status').filter({ hasText: 'Settings restored from the file.' }),
    ).toBeVisible();
    await settings(page).getByRole('tab', { name: 'General' }).click();
    await expect(stats).toBeChecked();

    const broken = join(tmpdir(), `murmur-broken-${Date.now()}.json`);
    writeFileSync(broken, '{"hidePostStats": false}');
    await settings(page).getByRole('tab', { name: 'Data import/export' }).click();
    await settings(page).getByLabel('Restore settings from a file').setInputFiles(broken);
    await expect(settings(page).getByRole('alert')).toContainText(
      'is not a supported Pleroma settings backup',
    );
    await settings(page).getByRole('tab', { name: 'General' }).click();
    await expect(stats).toBeChecked();

    // Issue 27, point 6: a file with hostile values is refused at import; nothing of it is stored.
    const hostile = join(tmpdir(), `murmur-hostile-${Date.now()}.json`);
    writeFileSync(
      hostile,
      JSON.stringify({
        _pleroma_settings_version: [1, 0],
        hidePostStats: false,
        highlight: { '@bob': { type: 'solid', color: 'red;background:url(https://tracker.example/x)' } },
        customThemeSource: {
          colors: { bg: '#000000', text: '#ffffff' },
          fonts: { interface: 'x;}*{background:url(//tracker.example)' },
        },
      }),
    );
    await settings(page).getByRole('tab', { name: 'Data import/export' }).click();
    await settings(page).getByLabel('Restore settings from a file').setInputFiles(hostile);
    await expect(settings(page).getByRole('alert')).toContainText('Invalid settings imported');
    await expect(page.locator('.notice', { hasText: 'Invalid settings imported' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('tracker.example');
    await settings(page).getByRole('tab', { name: 'General' }).click();
    await expect(stats).toBeChecked();
  });

  /** Opens /main/all and picks a theme preset other than the default; returns its name. */
  async function chooseAnotherPreset(page: Page): Promise<string> {
    await page.goto('/main/all');
    await openSettings(page);
    await settings(page).getByRole('tab', { name: 'Theme' }).click();
    const presets = settings(page).getByRole('combobox', { name: 'Presets' });
    const options = await presets.locator('option').allInnerTexts();
    const other = options.find((name) => name !== 'pleroma-dark') ?? options[0] ?? '';
    await presets.selectOption(other);
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    return other;
  }

  test('a theme preset applies at once and stays after a reload', async ({ page }) => {
    const other = await chooseAnotherPreset(page);
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  });

  test('the next visit paints in the chosen theme at once, even with the settings remote unreachable', async ({
    page,
  }) => {
    const other = await chooseAnotherPreset(page);
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
    const chosen = await background();
    // The stored copy follows the change; then the settings remote is gone for the next visit.
    await page.waitForTimeout(400);
    await page.route('**/remotes/settings/**', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    expect(await background()).toBe(chosen);
  });

  test('a custom theme: a colour edited with a failing contrast pair flagged, applied and kept', async ({
    page,
  }) => {
    await page.goto('/main/all');
    await openSettings(page);
    await settings(page).getByRole('tab', { name: 'Theme' }).click();
    const presets = settings(page).getByRole('combobox', { name: 'Presets' });
    await expect(presets.locator('option', { hasText: 'pleroma-light' })).toHaveCount(1);
    await presets.selectOption('pleroma-light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'pleroma-light');
    const contrast = settings(page).getByRole('table', { name: 'Contrast' });
    const textOnBg = contrast.getByRole('row', { name: /^Text on Background/ });
    await expect(textOnBg).not.toContainText('Too low');
    const text = settings(page).getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('#eeeeee');
    await expect(textOnBg).toContainText('Too low (below 4.5)');
    await expect(settings(page).getByRole('region', { name: 'Preview' })).toHaveCSS(
      'color',
      'rgb(238, 238, 238)',
    );
    await text.fill('#101010');
    await expect(textOnBg).toContainText('AAA');
    await expectNoSeriousA11yViolations(page);
    await settings(page).getByRole('button', { name: 'Apply as my theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'custom');
    await expect(page.locator('html')).toHaveCSS('--text', '#101010');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'custom');
    await expect(page.locator('html')).toHaveCSS('--text', '#101010');
  });
});
