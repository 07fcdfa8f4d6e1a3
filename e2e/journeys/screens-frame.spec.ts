import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn } from '../support/sign-in';

/** Sets instance settings of the dev instance for this test (/__dev/reset restores them). */
async function devConfig(settings: Record<string, string>): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/config`, {
    method: 'POST',
    body: new URLSearchParams(settings),
  });
  expect(reply.ok).toBe(true);
}

/** True when the element's text fits its box (nothing cut to an ellipsis). */
async function fitsWhole(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => element.scrollWidth <= element.clientWidth);
}

test.describe('the frame on a phone (issue 24)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('preferences from the top bar and from the drawer; whole site name; icons, no emoji glyphs', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const bar = page.locator('header.top-bar');
    // The site name is not cut at 390 px.
    await expect(bar.locator('.top-bar__name')).toHaveText('Murmur Dev');
    expect(await fitsWhole(page, '.top-bar__name')).toBe(true);
    expect(await fitsWhole(page, '.top-bar__brand')).toBe(true);
    // Every button of the bar draws an icon of the library (an svg), none an emoji character.
    const buttons = bar.getByRole('button');
    expect(await buttons.count()).toBe(4);
    for (const button of await buttons.all()) {
      await expect(button.locator('svg.lucide')).toHaveCount(1);
    }
    expect((await bar.textContent()) ?? '').not.toMatch(/\p{Extended_Pictographic}/u);
    await expect(bar.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The top bar's preferences button opens the settings.
    await bar.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const tablist = settings.getByRole('tablist', { name: 'Settings' });
    await expect(tablist).toBeVisible();
    // On a phone the tabs are one row that scrolls sideways, so the first screen shows the
    // settings themselves: the panel starts in its top half, and the page does not widen.
    await expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    const tabTops = await tablist
      .getByRole('tab')
      .evaluateAll((tabs) => [...new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))]);
    expect(tabTops).toHaveLength(1);
    const panelTop = await settings.getByRole('tabpanel').evaluate((el) => el.getBoundingClientRect().top);
    expect(panelTop).toBeLessThan(844 / 2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // The arrow keys go along the row, and the chosen tab scrolls into view.
    await tablist.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab').nth(1)).toBeFocused();
    await expect(tablist.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // So does the drawer's, which closes the drawer behind it.
    await bar.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByTestId('side-drawer');
    await drawer.getByRole('button', { name: 'Preferences' }).click();
    await expect(settings.getByRole('tablist', { name: 'Settings' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('a visitor reaches the preferences too', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByTestId('side-drawer').getByRole('button', { name: 'Preferences' })).toBeVisible();
    await page.getByTestId('side-drawer').getByRole('button', { name: 'Close menu' }).click();
    await page.locator('header.top-bar').getByRole('button', { name: 'Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});

test.describe('the text limit is the server’s or none (issue 24)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
    await devConfig({ maxTootChars: '200000' });
  });
  test.afterEach(async () => {
    await resetDevInstance();
  });

  /** Records every text limit the features panel and the counter show, from the first paint. */
  async function watchLimits(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __limits: string[] }).__limits = seen;
      new MutationObserver(() => {
        for (const item of document.querySelectorAll('.features-panel__list li, .post-form__counter')) {
          const text = item.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }
  const limitsSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { __limits: string[] }).__limits);

  test('the features panel never shows the client default, even while the instance is slow', async ({
    page,
  }) => {
    await watchLimits(page);
    await page.route('**/api/v*/instance', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/main/all');
    const panel = page.getByRole('region', { name: 'Features' });
    await expect(panel).toContainText(/Text limit: 200,?000/);
    expect((await limitsSeen(page)).filter((text) => /5,?000(?!\d)/.test(text))).toEqual([]);
  });

  test("the post form's counter counts down from the server's figure", async ({ page }) => {
    await signIn(page, 'alice');
    await watchLimits(page);
    await page.reload();
    const form = page.locator('.user-panel form').first();
    await form.getByRole('textbox').first().fill('Hello');
    await expect(form.locator('.post-form__counter')).toHaveText('199995');
    expect(
      (await limitsSeen(page)).filter((text) => /^[0-5]?\d{3}$/.test(text) && Number(text) <= 5000),
    ).toEqual([]);
  });
});

test.describe("the admin's frame (issue 24, spec 1 section 2)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('an admin has the admin interface link, in a new tab; a member has none', async ({ page }) => {
    await signIn(page, 'admin');
    const nav = page.locator('.frame__sidebar').getByRole('navigation', { name: 'Navigation' });
    const admin = nav.getByRole('link', { name: 'Administration (opens in a new tab)' });
    await expect(admin).toHaveAttribute('href', /\/pleroma\/admin\/#\/login-pleroma$/);
    await expect(admin).toHaveAttribute('target', '_blank');
    await expect(admin).toHaveAttribute('rel', /noopener/);
    await expect(admin.locator('svg.lucide')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await signIn(page, 'alice');
    await expect(page.getByRole('link', { name: /^Administration/ })).toHaveCount(0);
  });

  test('on a phone the admin finds it in the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByTestId('side-drawer');
    await expect(drawer.getByRole('link', { name: 'Administration (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
