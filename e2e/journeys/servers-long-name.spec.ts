import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// Issue 27, point 1: a 3,000-character display name (the seeded local `longname`, words and
// then one unbroken run; its bio and profile field are long unbroken words too) never makes any
// screen wider than the window, at 390 and 1280 px.

const WIDTHS = [390, 1280] as const;
const NAME_START = 'Wide name that never ends';

/** The page's width against the window's: nothing may scroll sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    window: window.innerWidth,
  }));
  expect(
    sizes.document,
    `${screen}: document ${sizes.document} px in a ${sizes.window} px window`,
  ).toBeLessThanOrEqual(sizes.window);
  expect(sizes.body, `${screen}: body ${sizes.body} px in a ${sizes.window} px window`).toBeLessThanOrEqual(
    sizes.window,
  );
}

async function api(path: string, token: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const reply = await fetch(`${DEV_INSTANCE_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path} answered ${reply.status}`);
  return (await reply.json()) as { id: string };
}

test.describe('a 3,000-character display name (issue 27, point 1)', () => {
  let statusId = '';

  test.beforeEach(async () => {
    await resetDevInstance();
    // The long name posts (a mention of alice: a notification) and replies to itself (a thread).
    const token = await apiTokenFor('longname');
    const post = await api('/api/v1/statuses', token, {
      status: '@alice hello from the longest name here #widename',
      visibility: 'public',
    });
    await api('/api/v1/statuses', token, { status: 'and a reply to myself', in_reply_to_id: post.id });
    statusId = post.id;
  });

  for (const width of WIDTHS) {
    test(`no screen is wider than a ${width} px window`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'alice');

      // Timeline: the post is the newest of the local timeline.
      await page.goto('/main/public');
      const post = page
        .getByRole('feed')
        .locator('article')
        .filter({ hasText: 'hello from the longest name' })
        .first();
      await expect(post).toBeVisible();
      await expect(post.getByText(NAME_START).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'timeline');

      // The author's card from the avatar.
      await post.locator('.status-avatar-button').first().click();
      await expect(page.locator('.status-author-card__popover .user-card').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'card');
      await page.keyboard.press('Escape');

      // Thread.
      await page.goto(`/notice/${statusId}`);
      await expect(page.getByText('and a reply to myself')).toBeVisible();
      await expectNoSidewaysScroll(page, 'thread');

      // Profile, with its long bio and field.
      await page.goto('/longname');
      await expect(page.locator('#main-content .user-card').first()).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('article').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'profile');

      // Notifications: the mention.
      await page.goto('/alice/notifications');
      const mention = page
        .locator('section.notifications li.notification')
        .filter({ hasText: NAME_START })
        .first();
      await expect(mention).toBeVisible();
      await expectNoSidewaysScroll(page, 'notifications');

      // Search: the account among people.
      await page.goto('/search?query=longname');
      await page.getByRole('tab', { name: /^People/ }).click();
      await expect(
        page.locator('.search__person-name').filter({ hasText: NAME_START }).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'search');
    });
  }
});
