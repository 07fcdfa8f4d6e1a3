import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signInAt } from '../support/sign-in';

const card = (page: Page) => page.locator('#main-content .user-card').first();
const panel = (page: Page) => page.getByRole('tabpanel');
const rows = (page: Page) => panel(page).locator('.follow-list__items > li');

test.describe('followees and followers (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the counts row switches a profile to its followers and followees, each with its follow button', async ({
    page,
  }) => {
    await signInAt(page, '/bob', 'alice');
    await card(page).getByRole('link', { name: 'Followers' }).click();
    await expect(page).toHaveURL(/\/bob#followers$/);
    await expect(page.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first().getByRole('link').first()).toHaveAttribute('href', /^\//);

    await card(page).getByRole('link', { name: 'Following' }).click();
    await expect(page).toHaveURL(/\/bob#friends$/);
    await expect(rows(page).first()).toBeVisible();
    // Someone else's followees have no hashtag list.
    await expect(page.getByRole('group', { name: 'What you follow' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('on one’s own profile: followed users and hashtags, and a follower removed from the list', async ({
    page,
  }) => {
    await signInAt(page, '/alice#friends', 'alice');
    const kinds = page.getByRole('group', { name: 'What you follow' });
    await expect(kinds.getByRole('button', { name: 'Followed users' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows(page).first()).toBeVisible();
    await kinds.getByRole('button', { name: 'Followed hashtags' }).click();
    await expect(
      panel(page)
        .getByRole('link', { name: /^#?\w+/ })
        .first()
        .or(panel(page).getByText('No followed hashtags yet.')),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Followers' }).click();
    // The followers' rows, not the previous tab's still on screen: only they offer the removal.
    await expect(rows(page).first().getByRole('button', { name: 'Remove follower' })).toBeVisible();
    const before = await rows(page).count();
    expect(before).toBeGreaterThan(0);
    const first = rows(page).first();
    const name = (await first.locator('.search__person-acct').textContent()) ?? '';
    await first.getByRole('button', { name: 'Remove follower' }).click();
    // Asked first (issue 38).
    const ask = page.getByRole('dialog', { name: 'Remove follower' });
    await expect(ask).toContainText('from your followers?');
    await ask.getByRole('button', { name: 'Remove follower' }).click();
    await expect(rows(page)).toHaveCount(before - 1);
    await expect(panel(page).getByText(name, { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the card’s toggles for someone one follows (spec 2 section 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('subscribe, hide and show repeats, and mute the remote domain, each undone', async ({ page }) => {
    await signInAt(page, '/alice#friends', 'alice');
    await rows(page).filter({ hasText: '@mallory@far.example' }).getByRole('link').first().click();
    await expect(card(page).getByText('@mallory@far.example').first()).toBeVisible();
    const menu = () => card(page).getByRole('button', { name: 'More actions' });
    const item = (name: string | RegExp) => page.getByRole('menuitem', { name });

    const toggle = async (on: string | RegExp, off: string | RegExp) => {
      await menu().click();
      await item(on).click();
      await menu().click();
      await expect(item(off)).toBeVisible();
      await item(off).click();
      await menu().click();
      await expect(item(on)).toBeVisible();
      await page.keyboard.press('Escape');
    };
    await toggle('Notify me of new posts', 'Stop notifying me of new posts');
    await toggle('Hide repeats', 'Show repeats');
    await toggle('Mute everything from far.example', 'Unmute far.example');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the per-user highlight (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('chosen on the card, it marks that author’s posts, and is kept after a reload', async ({ page }) => {
    await signInAt(page, '/bob', 'alice');
    await card(page).getByLabel('Highlight their posts').selectOption({ label: 'Side stripe' });
    await expect(card(page).getByLabel('Highlight colour')).toHaveValue('#ffffff');
    await card(page).getByLabel('Highlight colour').fill('#ff8800');
    const post = panel(page).locator('article.status').first();
    await expect(post).toHaveClass(/status--highlight-side/);
    await page.reload();
    await expect(panel(page).locator('article.status').first()).toHaveClass(/status--highlight-side/);
    await expect(card(page).getByLabel('Highlight colour')).toHaveValue('#ff8800');
    await card(page).getByLabel('Highlight their posts').selectOption({ label: 'No highlight' });
    await expect(panel(page).locator('article.status').first()).not.toHaveClass(/status--highlight/);
  });
});

test.describe('remote follow for visitors (spec 2 section 2)', () => {
  test('a visitor follows a local user from their own server’s page', async ({ page, context }) => {
    await context.route('https://social.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Remote interaction</title>' }),
    );
    await page.goto('/bob');
    await card(page).getByRole('button', { name: 'Remote follow' }).click();
    const handle = card(page).getByLabel('Your account (name@your.server)');
    await handle.fill('not-a-handle');
    await card(page).getByRole('button', { name: 'Follow from your server' }).click();
    await expect(card(page).getByRole('alert')).toHaveText('Write your account as name@your.server.');
    await handle.fill('me@social.example');
    const popup = page.waitForEvent('popup');
    await card(page).getByRole('button', { name: 'Follow from your server' }).click();
    const opened = await popup;
    const url = new URL(opened.url());
    expect(url.origin + url.pathname).toBe('https://social.example/authorize_interaction');
    expect(url.searchParams.get('uri')).toMatch(/^https?:\/\/.+\/bob$/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the default profile tab (userProfileDefaultTab)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('chosen in the settings, a profile opens on it; the hash still wins', async ({ page }) => {
    await page.goto('/main/all');
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Default tab to open on a profile').selectOption({ label: 'Followers' });
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/bob');
    await expect(page.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page).first()).toBeVisible();
    await page.goto('/bob#media');
    await expect(page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the card’s avatar and feed (spec 2 section 2)', () => {
  test('the avatar zooms in the media viewer; another user’s card links their RSS feed', async ({ page }) => {
    await page.goto('/bob');
    await card(page).getByRole('button', { name: 'Show the avatar larger' }).click();
    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await expect(viewer.locator('img').first()).toBeVisible();
    await expect(viewer.locator('img').first()).toHaveAttribute('src', /^https?:\/\//);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(card(page).getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', /\.rss$/);
  });
});
