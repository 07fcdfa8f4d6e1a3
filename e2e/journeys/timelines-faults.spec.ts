import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

/** Makes the dev instance answer the next request to `path` with a 500. */
async function failOnce(path: string): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, times: 1, status: 500 }),
  });
  if (!reply.ok) throw new Error(`/__dev/faults answered ${reply.status}`);
}

test.describe('a server error once, then Retry (spec 2 section 8)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the conversation says what failed and Retry shows the thread', async ({ page }) => {
    await page.goto('/main/all');
    const first = page.getByRole('feed').locator('article').first();
    await expect(first).toBeVisible();
    const href = await first.locator('a[href^="/notice/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await failOnce('/api/v1/statuses/*/context');
    await page.goto(href ?? '/');
    const alert = page.getByRole('alert').filter({ hasText: 'Error fetching the conversation' });
    // Words for a server failure, never the status phrase.
    await expect(alert).toContainText('The server had a problem. Try again later.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.conversation article').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('an older page of notifications fails, says so, and Retry brings it', async ({ page }) => {
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications');
    const older = panel.getByRole('button', { name: 'Load older notifications' });
    await expect(older).toBeVisible();
    // How many the list holds: a virtual list (past 20, decision 0280) says it on its rows.
    const rows = panel.locator('li.notification');
    const held = async () =>
      Number((await rows.first().getAttribute('aria-setsize')) ?? (await rows.count()));
    const before = await held();
    await failOnce('/api/v1/notifications');
    await older.click();
    const alert = panel.getByRole('alert');
    // A reason phrase ("Internal server error") is a status, not words: the reader gets words.
    await expect(alert).toContainText(
      'Error fetching notifications: The server had a problem. Try again later.',
    );
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    await expect.poll(held).toBeGreaterThan(before);
  });

  test('the first page of a timeline fails, says so, and Retry brings it', async ({ page }) => {
    await failOnce('/api/v1/timelines/public');
    await page.goto('/main/all');
    const timeline = page.locator('section.timeline');
    await expect(timeline).toContainText(/Error fetching timeline: .*Internal server error/i);
    await timeline.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(timeline).not.toContainText('Error fetching timeline');
  });

  test('the announcements fail, say so, and Retry brings them', async ({ page }) => {
    await signIn(page, 'alice');
    const entry = page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: /Announcements/ });
    // The count in the navigation: the start-up fetch is done, the next request is the page's.
    await expect(entry).toContainText(/\d/);
    await failOnce('/api/v1/announcements');
    await entry.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error fetching announcements' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('li.announcement--unread').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
