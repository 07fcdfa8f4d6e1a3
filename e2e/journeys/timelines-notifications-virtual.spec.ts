import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

// Decision 0280: past 20 notifications the list is virtual. It holds the spec's window (unseen plus
// 30, 20 more per 'load older') and draws only the rows near what the reader sees, in the third
// column, on the notifications page and in the phone's drawer; the keyboard walks all of them.

/** `count` favourites of alice's posts, streamed to her open tab at once. */
async function notifyAlice(count: number): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${DEV_INSTANCE_URL}/__dev/streaming`)).json()) as { open: number }).open,
    )
    .toBeGreaterThan(0);
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/notify`, {
    method: 'POST',
    body: new URLSearchParams({ account: 'alice', count: String(count) }),
  });
  expect(reply.ok).toBe(true);
}

/** How many notifications the list holds (said by each row of a virtual list) and how many are drawn. */
async function listFigures(panel: Locator): Promise<{ held: number; drawn: number }> {
  const rows = panel.locator('li.notification');
  const drawn = await rows.count();
  return { held: Number((await rows.first().getAttribute('aria-setsize')) ?? drawn), drawn };
}

/** The place in the list of the notification holding the focus (0 when none does). */
const focusedPosition = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest('li.notification')?.getAttribute('aria-posinset') ?? 0),
  );

test.describe('the notifications list draws what is near the reader (decision 0280)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the page: two reveals held, a screenful drawn, j walks past what was drawn', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications--page');
    await expect(panel.locator('li.notification').first()).toBeVisible();
    const older = panel.getByRole('button', { name: 'Load older notifications' });
    for (let reveal = 0; reveal < 2; reveal++) {
      const before = (await listFigures(panel)).held;
      await older.click();
      await expect.poll(async () => (await listFigures(panel)).held).toBeGreaterThan(before);
    }
    const { held, drawn } = await listFigures(panel);
    expect(held).toBeGreaterThan(40);
    expect(drawn).toBeLessThan(held);
    await expectNoSeriousA11yViolations(page, 'section.notifications--page');

    // Back at the top, j from nowhere starts at the first (the topmost on screen); each press is one
    // notification on, drawn or not yet.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(panel.locator('li.notification[aria-posinset="1"]')).toBeInViewport();
    await page.keyboard.press('j');
    await expect.poll(() => focusedPosition(page)).toBe(1);
    for (let position = 2; position <= held; position++) {
      await page.keyboard.press('j');
      await expect.poll(() => focusedPosition(page)).toBe(position);
    }
    await expect(page.locator('li.notification:focus-within')).toBeInViewport();
    expect((await listFigures(panel)).drawn).toBeLessThan(held);
    // k goes back the same way.
    await page.keyboard.press('k');
    await expect.poll(() => focusedPosition(page)).toBe(held - 1);
  });

  test.describe('the third column', () => {
    test.use({ viewport: { width: 1400, height: 900 } });

    test('streamed notifications fill the window; the column draws a screenful and walks it', async ({
      page,
    }) => {
      await signIn(page, 'alice');
      const column = page.locator('section.notifications--column');
      await expect(column.locator('li.notification').first()).toBeVisible();
      await notifyAlice(40);
      // 20 unseen plus 30 seen.
      await expect.poll(async () => (await listFigures(column)).held).toBe(50);
      const { drawn } = await listFigures(column);
      expect(drawn).toBeLessThan(50);
      await expectNoSeriousA11yViolations(page, 'section.notifications--column');

      // In the column j answers while the focus is in it.
      await column.locator('li.notification[aria-posinset="1"] article').focus();
      for (let position = 2; position <= 40; position++) {
        await page.keyboard.press('j');
        await expect.poll(() => focusedPosition(page)).toBe(position);
      }
      expect((await listFigures(column)).drawn).toBeLessThan(50);
      // Mark all as read: the rows drawn lose their mark, the list keeps its place.
      await column.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(column.locator('li.notification--unseen')).toHaveCount(0);
    });
  });

  test.describe('the phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the drawer scrolls its own list and draws its rows as they come into view', async ({ page }) => {
      await signIn(page, 'alice');
      await notifyAlice(40);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      const panel = drawer.locator('section.notifications--drawer');
      await expect.poll(async () => (await listFigures(panel)).held).toBe(50);
      expect((await listFigures(panel)).drawn).toBeLessThan(50);
      // Scrolled to its end, the drawer draws the last row (and not the first any more).
      await page.locator('#notifications-drawer').evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      await expect(panel.locator('li.notification[aria-posinset="50"]')).toBeVisible();
      await expect(panel.locator('li.notification[aria-posinset="1"]')).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Load older notifications' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '#notifications-drawer');
    });
  });
});
