import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('announcements (spec 2 sections 2 and 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the unread count shows in the navigation; marking read clears it', async ({ page }) => {
    await signIn(page, 'alice');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    const entry = nav.getByRole('link', { name: /Announcements/ });
    await expect(entry).toContainText(/\d/);
    await entry.click();
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    const unread = page.locator('li.announcement--unread').first();
    await expect(unread).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const before = await page.locator('li.announcement--unread').count();
    await unread.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.locator('li.announcement--unread')).toHaveCount(before - 1);
    if (before === 1) await expect(entry).not.toContainText(/\d/);
    await page.reload();
    await expect(page.locator('li.announcement--unread')).toHaveCount(before - 1);
  });
});
