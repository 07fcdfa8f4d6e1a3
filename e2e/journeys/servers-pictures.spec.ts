import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance } from '../support/sign-in';

// Issue 27, point 8: a picture that failed is not asked for again in the page's life, and
// avatars and headers that fail show Murmur's default picture. The seeded `brokenpics@far.example`
// has an avatar and a header that answer 404 (dev-instance/src/seed/hostile-servers.ts).

const AVATAR = '/media/missing/avatar-brokenpics.png';
const HEADER = '/media/missing/header-brokenpics.png';

async function brokenAccountId(): Promise<string> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/lookup?acct=brokenpics@far.example`);
  return ((await reply.json()) as { id: string }).id;
}

function countRequests(page: Page): Record<string, number> {
  const counts: Record<string, number> = { [AVATAR]: 0, [HEADER]: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path in counts) counts[path] = (counts[path] ?? 0) + 1;
  });
  return counts;
}

test.describe('failed pictures (issue 27, point 8)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a failed avatar and header show the default pictures and are asked for once in the page’s life', async ({
    page,
  }) => {
    const id = await brokenAccountId();
    const counts = countRequests(page);
    await page.goto(`/users/${id}`);
    const card = page.locator('#main-content .user-card').first();
    await expect(card.getByRole('heading', { level: 2 })).toContainText('Broken Pictures');
    await expect(card.locator('svg.user-card__avatar[data-default-picture="avatar"]')).toBeVisible();
    await expect(card.locator('svg.user-card__cover-image[data-default-picture="header"]')).toBeVisible();
    // The default pictures are drawn at the pictures' size, not broken images.
    const sizes = await card
      .locator('svg[data-default-picture]')
      .evaluateAll((svgs) => svgs.map((svg) => Math.round(svg.getBoundingClientRect().width) > 0));
    expect(sizes).toEqual([true, true]);
    await expect(card.locator('img.user-card__avatar')).toHaveCount(0);

    // Elsewhere and back, in the same page: the card is mounted again, nothing is asked again.
    for (let round = 0; round < 3; round++) {
      await page.getByRole('link', { name: 'Local timeline' }).first().click();
      await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
      await page.goBack();
      await expect(card.locator('svg.user-card__avatar[data-default-picture="avatar"]')).toBeVisible();
    }
    // The search page shows the same avatar in another part of the page: still no new request.
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('brokenpics');
    await page.getByRole('searchbox', { name: 'Search terms' }).press('Enter');
    await page.getByRole('tab', { name: /^People/ }).click();
    await expect(page.locator('svg.search__avatar[data-default-picture="avatar"]').first()).toBeVisible();
    expect(counts[AVATAR]).toBe(1);
    expect(counts[HEADER]).toBe(1);
  });
});
