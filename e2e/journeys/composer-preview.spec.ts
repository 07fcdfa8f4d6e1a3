import type { Page, Request } from '@playwright/test';
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

/** Every POST /api/v1/statuses the page sends. */
function statusPosts(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/statuses')
      sent.push(request);
  });
  return sent;
}

test.describe('the post form: preview and file order (spec 3 sections 4 and 5)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the preview shows the server’s rendering, follows edits, says when the post is empty, and posts nothing', async ({
    page,
  }) => {
    const sent = statusPosts(page);
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    const text = form.getByRole('textbox', { name: 'Post new status' });
    await form.getByRole('combobox', { name: 'Content type' }).selectOption('text/markdown');
    await text.fill('A **bold** plan');
    await form.getByRole('button', { name: 'Add a content warning' }).click();
    await form.getByRole('textbox', { name: 'Content warning (optional)' }).fill('plans ahead');
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(preview).toContainText('plans ahead');
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page);

    // An edit while it is open asks again once typing settles.
    await text.fill('A **bolder** plan');
    await expect(preview.locator('strong')).toHaveText('bolder');

    await text.fill('');
    await expect(preview.getByRole('status')).toHaveText('Nothing to preview: the post is empty');
    await expect(preview.locator('strong')).toHaveCount(0);

    // Every request was a preview, without the post's idempotency key; nothing was published.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      // Every write is JSON (decision 0170).
      expect(request.postDataJSON()).toMatchObject({ preview: true });
      expect(await request.headerValue('idempotency-key')).toBeNull();
    }
    await expect(feed(page).locator('article').first()).not.toContainText('bolder');

    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  });

  test('two images, the second moved earlier with the keyboard (and dragged), are posted in the new order', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    await form.getByRole('textbox', { name: 'Post new status' }).fill('Sunrise, then the harbour');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles([await png('harbour', '320x200')]);
    await expect(form.getByRole('textbox', { name: 'Description of harbour.png' })).toBeVisible();
    const second = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload media' }).click();
    await (await second).setFiles([await png('sunrise', '200x320')]);
    await expect(form.getByRole('textbox', { name: 'Description of sunrise.png' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Description of harbour.png' }).fill('The harbour');
    await form.getByRole('textbox', { name: 'Description of sunrise.png' }).fill('The sunrise');

    await expect(form.getByRole('button', { name: 'Move harbour.png earlier' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Move sunrise.png later' })).toBeDisabled();
    await form.getByRole('button', { name: 'Move sunrise.png earlier' }).focus();
    await page.keyboard.press('Enter');
    const descriptions = form.getByRole('list', { name: 'Attachments' }).getByRole('textbox');
    await expect(descriptions.first()).toHaveAccessibleName('Description of sunrise.png');
    await expect(descriptions.nth(1)).toHaveAccessibleName('Description of harbour.png');
    // Now first, its 'earlier' button is disabled: the focus stays with the file, on 'later'.
    await expect(form.getByRole('button', { name: 'Move sunrise.png later' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // With a pointer, a file dragged by its picture onto another row moves there.
    const rows = form.getByRole('list', { name: 'Attachments' }).getByRole('listitem');
    await rows.nth(1).locator('[draggable="true"]').dragTo(rows.nth(0));
    await expect(descriptions.first()).toHaveAccessibleName('Description of harbour.png');
    await rows.nth(1).locator('[draggable="true"]').dragTo(rows.nth(0));
    await expect(descriptions.first()).toHaveAccessibleName('Description of sunrise.png');

    await form.getByRole('button', { name: 'Post' }).click();
    const post = feed(page).locator('article').first();
    await expect(post).toContainText('Sunrise, then the harbour');
    const alts = post.locator('img.status-attachment-preview');
    await expect(alts).toHaveCount(2);
    await expect(alts.nth(0)).toHaveAttribute('alt', 'The sunrise');
    await expect(alts.nth(1)).toHaveAttribute('alt', 'The harbour');
  });
});
