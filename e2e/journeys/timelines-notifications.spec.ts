import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('notifications (spec 2 sections 2 and 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('fetched at start for the title badge; a follow request approved inline; mark as read', async ({
    page,
  }) => {
    await signIn(page, 'locked');
    // Fetched at start: the title counts what was already there.
    await expect(page).toHaveTitle(/^\(\d+\)/);
    await page.goto('/locked/notifications');
    const panel = page.locator('section.notifications');
    await expect(panel.getByRole('heading', { name: /Notifications/, level: 1 })).toBeVisible();
    const request = panel.locator('li.notification').filter({ hasText: 'wants to follow you' }).first();
    await expect(request).toBeVisible();
    const who = (await request.locator('.notification__name').innerText()).trim();
    await expectNoSeriousA11yViolations(page);
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(
      panel.locator('li.notification').filter({ hasText: who }).filter({ hasText: 'followed you' }).first(),
    ).toBeVisible();

    // The title counts unseen notifications plus unread announcements: marking the notifications
    // read takes exactly their number off it.
    const unseen = Number(/(\d+)/.exec(await panel.locator('.notifications__badge').innerText())?.[1] ?? 0);
    const total = Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
    const rest = total - unseen;
    const expected = rest > 0 ? new RegExp(`^\\(${rest}\\) `) : /^[^(]/;
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(page).toHaveTitle(expected);
    await page.reload();
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await expect(panel.locator('.notifications__badge')).toHaveCount(0);
  });

  test('the filter shows only the chosen types', async ({ page }) => {
    await signIn(page, 'alice');
    await page.goto('/alice/notifications');
    const panel = page.locator('section.notifications');
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await panel.getByRole('combobox', { name: 'Show' }).selectOption('follows');
    const items = panel.locator('li.notification');
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      await expect(items.nth(i)).toContainText(/followed you|wants to follow you/);
    }
    await panel.getByRole('combobox', { name: 'Show' }).selectOption('likes');
    await expect(panel.locator('li.notification').filter({ hasText: 'followed you' })).toHaveCount(0);
  });
});
