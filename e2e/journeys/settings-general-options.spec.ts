import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { SEEDED_GALLERY, seededStatusId } from '../support/seeded-posts';
import { apiTokenFor, resetDevInstance, signIn, signInAt } from '../support/sign-in';

// Issue 38, item 5: the General tab's frame and composing options of spec 3, each chosen in the
// dialog and seen where it applies (the frame, the instance panel, the top bar, a reply).

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openGeneral(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(settings(page).getByRole('tablist', { name: 'Settings' })).toBeVisible();
  await settings(page).getByRole('tab', { name: 'General' }).click();
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

test.describe('General options of spec 3 (issue 38)', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(resetDevInstance);

  test('the frame options change the frame at once and are kept after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, 'alice');
    await expect(page.locator('.frame__third')).toHaveCount(1);
    await expect(page.locator('.instance-panel')).toBeVisible();
    await expect(page.locator('.top-bar__name')).toBeVisible();
    expect((await box(page, '.frame__sidebar')).x).toBeLessThan((await box(page, '.frame__main')).x);

    await openGeneral(page);
    const dialog = settings(page);
    await dialog.getByRole('checkbox', { name: 'Show the sidebar on the right' }).check();
    await dialog.getByLabel('When there is room, the third column shows').selectOption('none');
    await dialog.getByRole('checkbox', { name: 'Hide the instance panel' }).check();
    await dialog.getByRole('checkbox', { name: 'Hide the instance name in the top bar' }).check();
    await dialog.getByRole('checkbox', { name: 'Let the side columns scroll away with the page' }).check();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    const check = async () => {
      await expect(page.locator('.frame__third')).toHaveCount(0);
      await expect(page.locator('.instance-panel')).toHaveCount(0);
      await expect(page.locator('.top-bar__name')).toHaveCount(0);
      expect((await box(page, '.frame__sidebar')).x).toBeGreaterThan((await box(page, '.frame__main')).x);
      await expect(page.locator('.frame__sidebar')).toHaveCSS('position', 'static');
    };
    await check();
    await page.reload();
    await expect(page.locator('.frame__sidebar')).toBeVisible();
    await check();
  });

  test('the subject-line behaviour chosen in the dialog fills a reply', async ({ page }) => {
    const token = await apiTokenFor('bob');
    const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams({ status: 'Chapter four', spoiler_text: 'Book talk', visibility: 'public' }),
    });
    const { id } = (await reply.json()) as { id: string };
    await signIn(page, 'alice');
    await openGeneral(page);
    await settings(page).getByLabel('Content warning of a reply').selectOption('masto');
    await page.keyboard.press('Escape');
    await page.goto(`/notice/${id}`);
    const opened = page.locator('.conversation article', { hasText: 'Book talk' }).first();
    await expect(opened).toBeVisible({ timeout: 30_000 });
    await opened.getByRole('button', { name: 'Reply' }).click();
    const form = page.locator('.conversation').getByRole('form', { name: 'Reply' });
    await expect(form.getByRole('textbox', { name: 'Content warning (optional)' })).toHaveValue('Book talk');
  });

  test('thumbnails uncropped, and reactions on the timeline, as chosen', async ({ page }) => {
    const id = await seededStatusId(SEEDED_GALLERY.tag, SEEDED_GALLERY.text);
    const token = await apiTokenFor('bob');
    const reacted = await fetch(
      `${DEV_INSTANCE_URL}/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('👍')}`,
      { method: 'PUT', headers: { Authorization: `Bearer ${token}` } },
    );
    expect(reacted.ok).toBe(true);
    await signInAt(page, `/tag/${SEEDED_GALLERY.tag}`, 'alice');
    const post = page.getByRole('feed').locator('article', { hasText: SEEDED_GALLERY.text }).first();
    await expect(post.getByRole('list', { name: 'Reactions' })).toBeVisible({ timeout: 30_000 });
    const thumbnail = post.locator('.status-attachment-preview').first();
    // Uncropped by default (spec 3's useContainFit), cropped when asked.
    await expect(thumbnail).toHaveCSS('object-fit', 'contain');

    await openGeneral(page);
    await settings(page).getByRole('checkbox', { name: 'Don’t crop attachments in thumbnails' }).uncheck();
    await settings(page).getByRole('checkbox', { name: 'Show emoji reactions on the timeline' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(settings(page)).toHaveCount(0);
    await expect(thumbnail).toHaveCSS('object-fit', 'cover');
    await expect(post.getByRole('list', { name: 'Reactions' })).toHaveCount(0);
    // The thread still shows them.
    await page.goto(`/notice/${id}`);
    await expect(
      page.locator('.conversation article', { hasText: SEEDED_GALLERY.text }).first().getByRole('list', {
        name: 'Reactions',
      }),
    ).toBeVisible({ timeout: 30_000 });
  });
});
