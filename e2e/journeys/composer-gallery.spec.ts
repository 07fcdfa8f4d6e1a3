import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { BASE_URL } from '../support/ports';
import { resetDevInstance } from '../support/sign-in';

type Json = Record<string, unknown>;

/** The public timeline's newest post turned sensitive, with two pictures and two audio files. */
async function serveMixedGallery(page: Page): Promise<void> {
  await page.route(/\/api\/v1\/timelines\/public(\?|$)/, async (route) => {
    const response = await route.fetch();
    let statuses: Json[];
    try {
      statuses = (await response.json()) as Json[];
    } catch {
      // The page dropped the request meanwhile: Playwright has let go of the answer.
      return;
    }
    const top = statuses[0];
    if (top) {
      const media = (id: string, type: string) => ({
        id,
        type,
        url: `${BASE_URL}/favicon.svg`,
        preview_url: type === 'image' ? `${BASE_URL}/favicon.svg` : null,
        remote_url: null,
        description: `${type} ${id}`,
        blurhash: null,
        meta: null,
      });
      statuses[0] = {
        ...top,
        reblog: null,
        sensitive: true,
        spoiler_text: '',
        card: null,
        poll: null,
        media_attachments: [
          media('g1', 'image'),
          media('g2', 'image'),
          media('g3', 'audio'),
          media('g4', 'audio'),
        ],
      };
    }
    await route.fulfill({ response, json: statuses }).catch(() => undefined);
  });
}

test.describe('galleries (spec 3 sections 2 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('sensitive media wait for the toggle; a long gallery starts with one row and expands', async ({
    page,
  }) => {
    await serveMixedGallery(page);
    await page.goto('/main/public');
    const post = page.getByRole('feed').locator('article').first();
    const grid = post.getByRole('list', { name: 'Attachments' });
    await expect(grid).toBeHidden();
    await post.getByRole('button', { name: 'Show sensitive media' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await post.getByRole('button', { name: '4 attachments: show all' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    await post.getByRole('button', { name: 'Show fewer attachments' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(3);
  });

  test('with one-click mode the first click on a sensitive cover opens the viewer', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('murmur:preferences', JSON.stringify({ useOneClickNsfw: true })),
    );
    await serveMixedGallery(page);
    await page.goto('/main/public');
    const post = page.getByRole('feed').locator('article').first();
    await post.getByRole('button', { name: 'Sensitive media: open' }).first().click();
    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await expect(viewer).toContainText('1 of 4');
  });
});
