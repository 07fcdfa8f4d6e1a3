import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signInAt } from '../support/sign-in';

const card = (page: Page) => page.locator('#main-content .user-card').first();

test.describe('profiles (spec 2 sections 2 and 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a visitor opens a profile from a post, switches tabs by the hash, axe clean', async ({ page }) => {
    await page.goto('/main/all');
    const author = page.getByRole('feed').locator('article').first().locator('a.status-author');
    const name = ((await author.textContent()) ?? '').trim();
    await author.click();
    await expect(page.getByRole('heading', { name: 'User profile' })).toBeAttached();
    await expect(card(page).getByRole('heading', { level: 2 })).toBeVisible();
    expect(name.length).toBeGreaterThan(0);
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('article').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Media' }).click();
    await expect(page).toHaveURL(/#media$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'With replies' }).click();
    await page.getByRole('tab', { name: 'With replies' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('follow and unfollow a public account; follow the locked one and see the request sent', async ({
    page,
  }) => {
    await signInAt(page, '/grace', 'alice');
    const follow = card(page).getByRole('button', { name: /^(Follow|Following!)$/ });
    await expect(follow).toBeEnabled();
    if (((await follow.textContent()) ?? '').includes('Following')) await follow.click();
    await expect(card(page).getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await card(page).getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(card(page).getByRole('button', { name: 'Following!' })).toBeVisible();
    await page.reload();
    await expect(card(page).getByRole('button', { name: 'Following!' })).toBeVisible();
    await card(page).getByRole('button', { name: 'Following!' }).click();
    await expect(card(page).getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

    // alice follows `locked` in the demo world: unfollow first, then ask again.
    await page.goto('/locked');
    await card(page).getByRole('button', { name: 'Following!' }).click();
    await card(page).getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(card(page).getByRole('button', { name: 'Request sent!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('block with the confirmation; the posts leave the public timeline', async ({ page }) => {
    await signInAt(page, '/main/public', 'alice');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    const acct =
      (await feed
        .locator('article')
        .first()
        .locator('.status-acct, a.status-author')
        .first()
        .getAttribute('href')) ?? '';
    await feed.locator('article').first().locator('a.status-author').click();
    await card(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to block');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(card(page).getByText('Blocked!')).toBeVisible();
    await page.goto('/main/public');
    await expect(feed.locator('article').first()).toBeVisible();
    await expect(feed.locator(`article a.status-author[href="${acct}"]`)).toHaveCount(0);
  });

  test('mute with the confirmation, then unmute', async ({ page }) => {
    await signInAt(page, '/grace', 'alice');
    // Muting asks first only when the reader wants it (off by default, spec 3).
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: 'Confirm muting someone' }).check();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    await card(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to mute grace?');
    await dialog.getByRole('button', { name: 'Mute' }).click();
    await expect(card(page).getByText('Muted', { exact: true })).toBeVisible();
    await card(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Unmute' }).click();
    await expect(card(page).getByText('Muted', { exact: true })).toHaveCount(0);
  });

  test('a private note is saved as you type and is there after a reload', async ({ page }) => {
    await signInAt(page, '/bob', 'alice');
    const note = card(page).getByRole('textbox', { name: 'Private note' });
    // The note the server holds comes with the relationship, after the card has drawn.
    await expect(note).toHaveValue('Met at the 2023 meetup.');
    await note.fill('Met at the conference');
    await expect(card(page).getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(card(page).getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Met at the conference',
    );
  });

  test('an unknown profile says so', async ({ page }) => {
    await page.goto('/users/nobody-by-this-name');
    await expect(page.locator('.profile__error')).toContainText('does not exist');
  });
});
