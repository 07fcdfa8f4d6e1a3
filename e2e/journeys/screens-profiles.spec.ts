import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn, signInAt } from '../support/sign-in';

const card = (page: Page) => page.locator('#main-content .user-card').first();
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function api<T>(path: string, token?: string, method = 'GET'): Promise<T> {
  const reply = await fetch(`${DEV_INSTANCE_URL}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(reply.ok, `${method} ${path}`).toBe(true);
  return (await reply.json()) as T;
}

interface ApiAccount {
  id: string;
  statuses_count: number;
  created_at: string;
}

test.describe('profiles and cards (issue 24)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test("the Mention button on another user's card opens the post form with the mention", async ({ page }) => {
    // axe over a whole profile page with the form open: most of a minute on a busy machine.
    test.setTimeout(120_000);
    await signInAt(page, '/bob', 'alice');
    await expect(card(page).getByRole('heading', { level: 2 })).toBeVisible();
    await card(page).getByRole('button', { name: 'Mention' }).click();
    const dialog = page.getByRole('dialog', { name: /post/i });
    const text = dialog.getByRole('textbox').first();
    await expect(text).toHaveValue('@bob ');
    await expect(text).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.type('see you on Friday');
    await expect(text).toHaveValue('@bob see you on Friday');
    await page.keyboard.press('Escape');
    // One's own card has the edit button instead (spec 2 section 2).
    await page.goto('/alice');
    await expect(card(page).getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Mention' })).toHaveCount(0);
  });

  test('pinned posts say "Pinned" on the profile and in their thread', async ({ page }) => {
    await page.goto('/alice');
    const first = page.getByRole('tabpanel').locator('article').first();
    await expect(first).toBeVisible();
    await expect(first.locator('.status-pinned-header')).toHaveText('Pinned');
    expect(await first.getAttribute('aria-labelledby')).toMatch(/-pinned /);
    await expect(page.getByRole('tabpanel').locator('.status-pinned-header')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    // Its thread.
    await first.locator('a.status-time-link, .status-header a[href^="/notice/"]').first().click();
    await expect(page).toHaveURL(/\/notice\//);
    await expect(page.locator('.conversation-status--focused .status-pinned-header')).toHaveText('Pinned');
  });

  test('posts per day come from statuses_count and created_at', async ({ page }) => {
    const alice = await api<ApiAccount>('/api/v1/accounts/lookup?acct=alice');
    const days = Math.max(1, Math.ceil((Date.now() - Date.parse(alice.created_at)) / 86_400_000));
    const expected = alice.statuses_count / days;
    expect(expected).toBeGreaterThan(0);
    await page.goto('/alice');
    const daily = card(page).locator('.user-card__daily');
    await expect(daily).toHaveText(/^[\d.]+ per day$/);
    const shown = Number.parseFloat((await daily.textContent()) ?? '');
    expect(shown).toBeGreaterThan(0);
    // Shown to one significant digit below 1, one decimal below 10.
    expect(Math.abs(shown - expected)).toBeLessThanOrEqual(expected < 1 ? 0.05 + expected * 0.5 : 0.05);
  });

  test('the profile editor edits the fields as typed, never their HTML', async ({ page }) => {
    await signIn(page, 'alice');
    await page.getByRole('button', { name: 'Preferences' }).click();
    await settings(page).getByRole('tab', { name: 'Profile', exact: true }).click();
    const website = settings(page).getByRole('textbox', { name: 'Content 1' });
    await expect(website).toHaveValue('https://alice.example');
    await expectNoSeriousA11yViolations(page);
    await expect(settings(page).getByRole('textbox', { name: 'Content 2' })).toHaveValue('she/her');
    await settings(page).getByRole('textbox', { name: 'Content 2' }).fill('she/her/hers');
    await settings(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(settings(page).getByText('Saved.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: 'Preferences' }).click();
    await settings(page).getByRole('tab', { name: 'Profile', exact: true }).click();
    await expect(settings(page).getByRole('textbox', { name: 'Content 1' })).toHaveValue(
      'https://alice.example',
    );
    await page.keyboard.press('Escape');
    // The card renders it as a link, as the server does.
    await page.goto('/alice');
    const fields = card(page).getByRole('definition');
    await expect(fields.getByRole('link', { name: 'https://alice.example' })).toHaveAttribute(
      'href',
      'https://alice.example',
    );
    await expect(card(page)).toContainText('she/her/hers');
    await expect(card(page)).not.toContainText('<a href');
  });

  test("a visitor's pop-up card has content under its banner", async ({ page }) => {
    await page.goto('/alice');
    const post = page.getByRole('tabpanel').locator('article').first();
    const avatar = post.getByRole('button', { name: 'Show the card of Alice', exact: true });
    await avatar.click();
    const popup = post.locator('.status-author-card__popover .user-card');
    await expect(popup).toBeVisible();
    const controls = popup.locator('.user-card__controls');
    await expect(controls.getByRole('link', { name: 'Open profile' })).toBeVisible();
    expect(await controls.evaluate((element) => element.children.length)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, '.status-author-card__popover');
    await controls.getByRole('link', { name: 'Open profile' }).click();
    await expect(page).toHaveURL(/\/alice$/);
  });

  test('the highlight selector follows the dark theme; "Repeated by" is a row of aligned avatars', async ({
    page,
  }) => {
    const bob = await apiTokenFor('bob');
    const alice = await api<ApiAccount>('/api/v1/accounts/lookup?acct=alice');
    const [status] = await api<Array<{ id: string }>>(
      `/api/v1/accounts/${alice.id}/statuses?exclude_replies=true&exclude_reblogs=true&limit=1`,
    );
    if (!status) throw new Error('alice has no post');
    await api(`/api/v1/statuses/${status.id}/reblog`, bob, 'POST');

    await signInAt(page, '/bob', 'carol');
    const select = card(page).getByRole('combobox', { name: 'Highlight their posts' });
    await expect(select).toBeVisible();
    const colours = await select.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours.background).not.toBe('rgb(255, 255, 255)');
    expect(colours.text).not.toBe('rgb(0, 0, 0)');

    await page.goto(`/notice/${status.id}`);
    const repeated = page.getByRole('region', { name: /^Repeated by/ });
    await expect(repeated).toBeVisible();
    const list = repeated.getByRole('list');
    await expect(list).toHaveCSS('list-style-type', 'none');
    const link = list.getByRole('link').first();
    const [avatarBox, nameBox] = await Promise.all([
      link.locator('img').boundingBox(),
      link.locator('.account-link-name').boundingBox(),
    ]);
    if (!avatarBox || !nameBox) throw new Error('no avatar or name');
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(avatarBox) - middle(nameBox))).toBeLessThanOrEqual(2);
    await expectNoSeriousA11yViolations(page);
  });

  test('accessible names say display names without emoji shortcodes', async ({ page }) => {
    await page.goto('/alice');
    const feed = page.getByRole('tabpanel');
    await expect(feed.locator('article').first()).toBeVisible();
    await expect(
      feed.getByRole('button', { name: 'Show the card of Alice', exact: true }).first(),
    ).toBeVisible();
    await expect(feed.getByRole('button', { name: /:blobcatheart:/ })).toHaveCount(0);
    await expect(feed.getByRole('article', { name: /:blobcatheart:/ })).toHaveCount(0);
    await expect(feed.getByRole('article', { name: /^Pinned Alice / }).first()).toBeVisible();
    // The card's heading too; the emoji is still drawn.
    await expect(card(page).getByRole('heading', { level: 2, name: 'Alice', exact: true })).toBeVisible();
    await expect(card(page).getByRole('heading', { level: 2 }).locator('img.emoji')).toHaveCount(1);
  });

  test('deleting a list asks nothing of an empty list id', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/lists')) asked.push(`${request.method()} ${request.url()}`);
    });
    await signInAt(page, '/lists', 'alice');
    await page.getByRole('textbox', { name: 'Title of a new list' }).fill('Short-lived');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/lists\/[^/]+\/edit$/);
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByRole('link', { name: 'Short-lived', exact: true })).toHaveCount(0);
    expect(asked.some((line) => line.startsWith('DELETE'))).toBe(true);
    expect(asked.filter((line) => /\/lists\/\/|\/lists\/(\?|$)/.test(line.split(' ')[1] ?? ''))).toEqual([]);
  });
});
