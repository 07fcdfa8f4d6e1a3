import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn } from '../support/sign-in';

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const feed = (page: Page) => page.getByRole('feed');

async function png(name: string, size: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/media/g/${name}/${size}.png`);
  return { name: `${name}.png`, mimeType: 'image/png', buffer: Buffer.from(await reply.arrayBuffer()) };
}

async function slowUploads(): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/api/v1/media', method: 'POST', latencyMs: 1500, times: 2 }),
  });
  if (!reply.ok) throw new Error(`/__dev/faults answered ${reply.status}`);
}

test.describe('media in the post form (spec 3 section 5)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a post with two images, their descriptions and a progress bar while they upload', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    await form.getByRole('textbox', { name: 'Post new status' }).fill('Two pictures from the harbour');
    await slowUploads();
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles([await png('harbour', '320x200'), await png('boats', '200x320')]);
    await expect(form.getByRole('progressbar').first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post' })).toBeDisabled();
    await expect(form.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });

    await form.getByRole('textbox', { name: 'Description of harbour.png' }).fill('Boats moored at dusk');
    await form.getByRole('textbox', { name: 'Description of boats.png' }).fill('A red sail up close');
    await form.getByRole('checkbox', { name: 'Mark attachments as sensitive' }).check();
    await form.getByRole('checkbox', { name: 'Mark attachments as sensitive' }).uncheck();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Post' }).click();

    const post = feed(page).locator('article').first();
    await expect(post).toContainText('Two pictures from the harbour');
    await expect(post.getByRole('img', { name: 'Boats moored at dusk' })).toBeVisible();
    await expect(post.getByRole('img', { name: 'A red sail up close' })).toBeVisible();
    await expect(form.getByRole('list', { name: 'Attachments' })).toHaveCount(0);
  });

  test('an attached file can be removed, and the attachment survives a reload in the draft', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles([await png('kept', '320x200'), await png('dropped', '320x200')]);
    await expect(form.getByRole('textbox', { name: 'Description of kept.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Remove dropped.png' }).click();
    await expect(form.getByRole('textbox', { name: 'Description of dropped.png' })).toHaveCount(0);
    await page.waitForTimeout(500); // the draft is written once typing settles
    await page.reload();
    await expect(sidebarForm(page).getByRole('textbox', { name: 'Description of kept.png' })).toBeVisible();
    await sidebarForm(page).getByRole('button', { name: 'Post' }).click();
    await expect(feed(page).locator('article').first().locator('img.status-attachment-preview')).toHaveCount(
      1,
    );
  });
});
