import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { installInjectionGuard } from '../support/injection-guard';
import { resetDevInstance, signIn } from '../support/sign-in';
import { expectInertDom, openModeration, watchOutsideRequests } from './moderation-helpers';

test.beforeEach(async () => {
  await resetDevInstance();
});

test('an admin posts, edits and deletes an announcement; hostile ones stay inert', async ({ page }) => {
  const hits = await installInjectionGuard(page);
  const outside = watchOutsideRequests(page);
  await signIn(page, 'admin');
  const modal = await openModeration(page);
  await modal.getByRole('tab', { name: 'Announcements' }).click();
  const list = modal.getByRole('tabpanel');
  await expect(list.getByText('Server news')).toBeVisible();
  await expect(list.getByText('Read the rules')).toBeVisible();
  await expectInertDom(page);
  await expectNoSeriousA11yViolations(page);

  // A bad input is refused with a clear message and loses nothing.
  const form = list.getByRole('region').or(list.locator('.announcement-admin--new')).first();
  await form.getByRole('textbox', { name: 'Announcement text' }).fill('Tea party on Friday');
  await form.getByLabel('Start time:').fill('2030-05-02T18:00');
  await form.getByLabel('End time:').fill('2030-05-02T17:00');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByRole('alert')).toContainText('The end time must come after the start time.');
  await expect(form.getByRole('textbox', { name: 'Announcement text' })).toHaveValue('Tea party on Friday');
  await form.getByRole('button', { name: 'Close' }).click();
  await form.getByLabel('End time:').fill('2030-05-02T21:00');
  await form.getByRole('button', { name: 'Post' }).click();
  const item = list.getByRole('listitem').filter({ hasText: 'Tea party on Friday' });
  await expect(item).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Announcement text' })).toHaveValue('');

  await item.getByRole('button', { name: 'Edit' }).click();
  await expect(item.getByRole('textbox', { name: 'Announcement text' })).toHaveValue('Tea party on Friday');
  await item.getByRole('textbox', { name: 'Announcement text' }).fill('Tea party moved to Saturday');
  await item.getByRole('checkbox', { name: 'This is an all-day event' }).check();
  await item.getByRole('button', { name: 'Submit' }).click();
  const edited = list.getByRole('listitem').filter({ hasText: 'Tea party moved to Saturday' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await edited.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(edited).toHaveCount(0);
  expect(await hits()).toEqual([]);
  expect(outside()).toEqual([]);
});

test('a failed post shows the server text, can be dismissed, and keeps the text', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/api/v1/pleroma/admin/announcements', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 403, json: { error: 'User is not a staff member.' } })
      : route.fallback(),
  );
  const modal = await openModeration(page);
  await modal.getByRole('tab', { name: 'Announcements' }).click();
  const form = modal.locator('.announcement-admin--new');
  await form.getByRole('textbox', { name: 'Announcement text' }).fill('Will not be posted');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByRole('alert')).toHaveText('Error: User is not a staff member.');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Announcement text' })).toHaveValue('Will not be posted');
});

test('a moderator has no announcements tab', async ({ page }) => {
  await signIn(page, 'mod');
  const modal = await openModeration(page);
  await expect(modal.getByRole('tab', { name: 'Reports' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Announcements' })).toHaveCount(0);
});

test('alice sees an announcement an admin posted on the announcements page', async ({ browser, page }) => {
  await signIn(page, 'admin');
  const modal = await openModeration(page);
  await modal.getByRole('tab', { name: 'Announcements' }).click();
  const form = modal.locator('.announcement-admin--new');
  await form.getByRole('textbox', { name: 'Announcement text' }).fill('Picnic in the park');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(modal.getByRole('listitem').filter({ hasText: 'Picnic in the park' })).toBeVisible();

  const alice = await (await browser.newContext()).newPage();
  await signIn(alice, 'alice');
  await alice.goto('/announcements');
  await expect(alice.getByText('Picnic in the park')).toBeVisible();
  // Alice is no admin: the page has no announcement form, no edit or delete (the sidebar's post
  // form, for her own posts, is beside the page, not on it).
  const announcementsPage = alice.getByRole('main');
  await expect(announcementsPage.getByRole('button', { name: 'Post' })).toHaveCount(0);
  await expect(announcementsPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(announcementsPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
