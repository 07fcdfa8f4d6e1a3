import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { installInjectionGuard } from '../support/injection-guard';
import { resetDevInstance, signIn } from '../support/sign-in';
import { expectInertDom, openModeration, watchOutsideRequests } from './moderation-helpers';

test.beforeEach(async () => {
  await resetDevInstance();
});

test('a moderator sees a pending registration, deactivates and reactivates a user, and tags one', async ({
  page,
}) => {
  const hits = await installInjectionGuard(page);
  const outside = watchOutsideRequests(page);
  await signIn(page, 'mod');
  const modal = await openModeration(page);
  await modal.getByRole('tab', { name: 'Users' }).click();

  await modal.getByRole('combobox', { name: 'Show' }).selectOption('need_approval');
  const newbie = modal.getByRole('listitem').filter({ hasText: '@newbie' });
  await expect(newbie).toContainText('Pending approval');
  // The hostile registration reason is text.
  await expect(newbie).toContainText('Reason given: Let me in <img src=x onerror=');
  await expectInertDom(page);
  await expectNoSeriousA11yViolations(page);
  // Approving registrations is an admin's privilege: a moderator is not offered it.
  await expect(newbie.getByRole('button', { name: 'Approve registration' })).toHaveCount(0);

  await modal.getByRole('combobox', { name: 'Show' }).selectOption('all');
  // A name's custom emoji shows as its picture, not as a shortcode (issue 38).
  await modal.getByRole('searchbox', { name: 'Search users' }).fill('alice');
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  const alice = modal.getByRole('listitem').filter({ hasText: '@alice' }).first();
  await expect(alice.locator('.user-row__name img.emoji')).toBeVisible();
  await expect(alice.locator('.user-row__name')).not.toContainText(':blobcatheart:');
  await modal.getByRole('searchbox', { name: 'Search users' }).fill('bob');
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  const bob = modal.getByRole('listitem').filter({ hasText: '@bob' });
  await bob.getByRole('button', { name: 'Deactivate account' }).click();
  // Locking a person out is asked first (issue 38); activating again is not.
  // In place, inside the moderation modal, so the tab and the search stay.
  const ask = bob.getByRole('alertdialog', { name: 'Deactivate account' });
  await expect(ask).toContainText('can no longer sign in');
  await ask.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(bob.getByText('Deactivated')).toBeVisible();
  await bob.getByRole('button', { name: 'Activate account' }).click();
  await expect(bob.getByText('Deactivated')).toHaveCount(0);

  // The row's menu is the card's admin menu: a moderator gets activation and the tags only.
  await bob.getByRole('button', { name: 'Moderation' }).click();
  const menu = bob.getByRole('menu', { name: 'Moderation' });
  await expect(menu.getByRole('menuitem', { name: 'Deactivate account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemcheckbox').first()).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Grant Moderator' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete account' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('menuitemcheckbox', { name: 'Force posts to be unlisted' }).click();
  await bob.getByRole('button', { name: 'Moderation' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Force posts to be unlisted' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(bob.getByRole('button', { name: 'Moderation' })).toBeFocused();

  // The server kept the tag.
  const reply = await page.request.get('/api/v1/accounts/lookup?acct=bob');
  expect(((await reply.json()) as { pleroma: { tags: string[] } }).pleroma.tags).toContain(
    'mrf_tag:force-unlisted',
  );
  expect(await hits()).toEqual([]);
  expect(outside()).toEqual([]);
});

test('an admin approves a registration, grants moderator rights and deletes a user', async ({ page }) => {
  await signIn(page, 'admin');
  const modal = await openModeration(page);
  await modal.getByRole('tab', { name: 'Users' }).click();
  await modal.getByRole('combobox', { name: 'Show' }).selectOption('need_approval');
  const newbie = modal.getByRole('listitem').filter({ hasText: '@newbie' });
  await newbie.getByRole('button', { name: 'Approve registration' }).click();
  await expect(newbie.getByText('Pending approval')).toHaveCount(0);

  await modal.getByRole('combobox', { name: 'Show' }).selectOption('local');
  const carol = modal.getByRole('listitem').filter({ hasText: '@carol' });
  await carol.getByRole('button', { name: 'Moderation' }).click();
  await carol.getByRole('menuitem', { name: 'Grant Moderator' }).click();
  await expect(carol.getByText('Moderator', { exact: true })).toBeVisible();
  await carol.getByRole('button', { name: 'Moderation' }).click();
  await expect(carol.getByRole('menuitem', { name: 'Revoke Moderator' })).toBeVisible();
  await page.keyboard.press('Escape');

  const erin = modal.getByRole('listitem').filter({ hasText: '@erin' });
  await erin.getByRole('button', { name: 'Moderation' }).click();
  await erin.getByRole('menuitem', { name: 'Delete account' }).click();
  const confirm = erin.getByRole('alertdialog', { name: 'Delete user' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(erin).toHaveCount(0);
});

test('the server refusing a right shows its message and changes nothing', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/api/v1/pleroma/admin/users/*/permission_group/*', (route) =>
    route.fulfill({ status: 403, json: { error: 'You can’t revoke your own admin/moderator status.' } }),
  );
  const modal = await openModeration(page);
  await modal.getByRole('tab', { name: 'Users' }).click();
  const carol = modal.getByRole('listitem').filter({ hasText: '@carol' });
  await carol.getByRole('button', { name: 'Moderation' }).click();
  await carol.getByRole('menuitem', { name: 'Grant Admin' }).click();
  await expect(carol.getByRole('alert')).toContainText('You can’t revoke your own admin/moderator status.');
  await expect(carol.getByText('Admin', { exact: true })).toHaveCount(0);
});
