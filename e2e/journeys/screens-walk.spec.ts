import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

/**
 * A walk over the screens of issue 24 on a phone in a dark and a light preset, axe on each and a
 * screenshot of each in test-results/screens-walk (looked at by a person; not compared).
 */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens-walk/${name}.png` });
}

async function choosePreset(page: Page, preset: string): Promise<void> {
  await page.locator('header.top-bar').getByRole('button', { name: 'Preferences' }).click();
  await settings(page).getByRole('tab', { name: 'Theme' }).click();
  await settings(page).getByRole('combobox', { name: 'Presets' }).selectOption(preset);
  await expect(page.locator('html')).toHaveAttribute('data-theme', preset);
}

for (const preset of ['pleroma-dark', 'pleroma-light']) {
  test.describe(`screens on a phone, ${preset}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test.beforeEach(async () => {
      await resetDevInstance();
    });

    test('frame, settings, profile, card and notifications', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, 'alice');
      await choosePreset(page, preset);
      // The theme preview takes the preset's colour scheme.
      await expect(settings(page).getByRole('region', { name: 'Preview' })).toHaveCSS(
        'color-scheme',
        preset.endsWith('dark') ? 'dark' : 'light',
      );
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `${preset}-settings`);
      await page.keyboard.press('Escape');

      await page.goto('/main/friends');
      await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `${preset}-frame`);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByTestId('side-drawer')).toBeVisible();
      await shoot(page, `${preset}-drawer`);
      await page.getByTestId('side-drawer').getByRole('button', { name: 'Close menu' }).click();

      await page.goto('/bob');
      await expect(page.locator('#main-content .user-card')).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `${preset}-profile`);
      await page.locator('#main-content .user-card__highlight').scrollIntoViewIfNeeded();
      await shoot(page, `${preset}-profile-highlight`);

      await page.goto('/main/public');
      const post = page.getByRole('feed').locator('article').first();
      await post.getByRole('button', { name: /^Show the card of / }).click();
      await expect(post.locator('.status-author-card__popover .user-card')).toBeVisible();
      await expectNoSeriousA11yViolations(page, '.status-author-card__popover');
      await shoot(page, `${preset}-card`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('article, li').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `${preset}-notifications`);
    });
  });
}
