import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { message } from '../support/catalogues';
import { expect, test } from '../support/csp';
import { signIn } from '../support/sign-in';

// Issue 25, right to left: in Arabic and Hebrew the whole frame mirrors (logical CSS), icons that
// point turn around, handles stay isolated, and nothing overflows sideways, on a phone and on a
// desktop. The language is set as a stored choice, so the direction is proven whether or not the
// catalogues of that language are present.

const SHELL = 'shell/src/i18n';
const COMPOSER = 'remotes/composer/src/i18n';

/** How far the page scrolls sideways (0 when nothing overflows). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function chooseStored(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => window.localStorage.setItem('murmur:interfaceLanguage', code), language);
  await page.goto('/main/all');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

for (const language of ['ar', 'he']) {
  test.describe(`${language}: right to left`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('1280x900: the columns, icons and handles mirror, nothing overflows, axe is quiet', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'alice');
      await chooseStored(page, language);

      // The sidebar stands on the right of the timeline, as the start side is now the right.
      const sidebar = await box(page, '.frame__sidebar');
      const main = await box(page, '.frame__main');
      expect(sidebar.x).toBeGreaterThan(main.x);
      // The post's avatar stands right of its text, and its first action (reply) at the right.
      const post = page.getByRole('feed').locator('article').first();
      const avatar = await post.locator('.status-avatar-button').first().boundingBox();
      const content = await post.locator('.status-content').first().boundingBox();
      expect(avatar && content && avatar.x > content.x).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`${language}-1280.png`) });
      // The reply arrow turns around; the handle is isolated.
      const reply = page.locator('.status-action .icon-directional').first();
      await expect(reply).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
      expect(
        await page
          .locator('.status-acct')
          .first()
          .evaluate((el) => el.tagName),
      ).toBe('BDI');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // axe over the mirrored frame's pieces and a post (the whole wide page with its notification
      // column takes minutes on a shared machine; the left-to-right journeys check all of it).
      await expectNoSeriousA11yViolations(page, '.top-bar');
      await expectNoSeriousA11yViolations(page, '.frame__sidebar');
      await expectNoSeriousA11yViolations(page, '[role="feed"] article:first-of-type');

      // The emoji grid mirrors too: the left arrow moves to the next emoji.
      const insert = message(COMPOSER, 'emoji.insert', language);
      await page.locator('.frame__sidebar').getByRole('button', { name: insert, exact: true }).click();
      const picker = page.getByRole('dialog', { name: insert });
      const firstCell = picker.locator('[data-emoji-index="0"]');
      await firstCell.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(picker.locator('[data-emoji-index="1"]')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(firstCell).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(picker).toHaveCount(0);

      // A thread and a profile.
      await page.goto(
        (await post.locator('a[href^="/notice/"]').first().getAttribute('href')) ?? '/main/all',
      );
      await expect(page.locator('article').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.goto('/users/bob');
      await expect(page.locator('.user-card').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The left arrow moves forward along the profile's tabs, as reading goes.
      const tabs = page.getByRole('main').getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

      // The settings modal.
      await page
        .getByRole('button', { name: message(SHELL, 'nav.preferences', language), exact: true })
        .click();
      const settings = page.getByRole('dialog');
      await expect(settings.getByRole('tablist')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    });

    test('390x844: the top bar and the drawer mirror, nothing overflows, axe is quiet', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'alice');
      await chooseStored(page, language);

      await page.screenshot({ path: test.info().outputPath(`${language}-390.png`) });
      // The menu button, first in the bar, stands at the right edge.
      const menu = await box(page, '.top-bar--mobile .top-bar__button');
      expect(menu.x + menu.width).toBeGreaterThan(390 - 60);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // The drawer opens from the right.
      await page.locator('.top-bar--mobile .top-bar__button').first().click();
      const panel = page.locator('.side-drawer__panel');
      await expect(panel).toBeVisible();
      await expect
        .poll(async () => {
          const b = await panel.boundingBox();
          return b ? Math.round(b.x + b.width) : 0;
        })
        .toBe(390);
      await page.keyboard.press('Escape');

      // A thread and a profile on a phone.
      await page.goto('/users/bob');
      await expect(page.locator('.user-card').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
