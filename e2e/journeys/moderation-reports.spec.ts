import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { installInjectionGuard } from '../support/injection-guard';
import { resetDevInstance, signIn } from '../support/sign-in';
import { expectInertDom, openModeration, watchOutsideRequests } from './moderation-helpers';

/** A handle in a sentence comes isolated, so it reads left to right inside Arabic or Hebrew. */
const isolated = (handle: string) => `\u2068${handle}\u2069`;

test.beforeEach(async () => {
  await resetDevInstance();
});

test('a moderator opens a report, adds a note, resolves and closes it, shows closed reports and reopens it', async ({
  page,
}) => {
  const hits = await installInjectionGuard(page);
  const outside = watchOutsideRequests(page);
  await signIn(page, 'mod');
  const modal = await openModeration(page);
  await expect(modal.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');

  const report = modal.getByRole('article', { name: `Report on ${isolated('@mallory@far.example')}` });
  await expect(report).toBeVisible();
  await expect(report).toContainText('These posts try to run scripts.');
  await expect(report).toContainText(`Reported by ${isolated('@alice')}`);
  // The reported posts come with their staff actions.
  await expect(report.getByRole('combobox', { name: 'Visibility' }).first()).toBeVisible();

  // The hostile report on alice: its comment and staff note read as text, nothing runs or loads.
  const hostile = modal.getByRole('article', { name: `Report on ${isolated('@alice')}` });
  await expect(hostile).toContainText('<svg onload=');
  await expect(hostile.getByText(/Checked\. <img src=x onerror=/)).toBeVisible();
  await expectInertDom(page);
  await expectNoSeriousA11yViolations(page);

  await report.getByRole('textbox', { name: 'New note' }).fill('Looked at both posts.');
  await report.getByRole('button', { name: 'Add note' }).click();
  await expect(report.getByText('Looked at both posts.')).toBeVisible();
  await expect(report.getByRole('textbox', { name: 'New note' })).toHaveValue('');

  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(report.getByText('Resolved', { exact: true })).toBeVisible();
  await report.getByRole('button', { name: 'Close', exact: true }).click();
  // Closed reports are hidden until asked for.
  await expect(report).toHaveCount(0);
  await modal.getByRole('button', { name: 'Show closed reports' }).click();
  await expect(report).toBeVisible();
  await expect(report.getByText('Closed', { exact: true })).toBeVisible();
  await report.getByRole('button', { name: 'Reopen' }).click();
  await expect(report.getByText('Open', { exact: true })).toBeVisible();

  // The server kept every change: a fresh modal shows the same.
  await page.reload();
  const again = await openModeration(page);
  const reopened = again.getByRole('article', { name: `Report on ${isolated('@mallory@far.example')}` });
  await expect(reopened.getByText('Open', { exact: true })).toBeVisible();
  await expect(reopened.getByText('Looked at both posts.')).toBeVisible();
  await reopened.getByRole('button', { name: 'Delete note' }).last().click();
  const ask = page.getByRole('dialog', { name: 'Delete note' });
  await expect(ask).toContainText('Delete this note? It cannot be brought back.');
  await ask.getByRole('button', { name: 'Delete note' }).click();
  await expect(reopened.getByText('Looked at both posts.')).toHaveCount(0);

  expect(await hits()).toEqual([]);
  expect(outside()).toEqual([]);
});

test('selected reports change state together, and a failed change shows the server text and changes nothing', async ({
  page,
}) => {
  await signIn(page, 'mod');
  const modal = await openModeration(page);
  const first = modal.getByRole('article', { name: `Report on ${isolated('@mallory@far.example')}` });
  const second = modal.getByRole('article', { name: `Report on ${isolated('@alice')}` });
  await first.getByRole('checkbox', { name: /Select the report/ }).check();
  await second.getByRole('checkbox', { name: /Select the report/ }).check();
  const batch = modal.getByRole('group', { name: '2 reports selected' });
  await batch.getByRole('button', { name: 'Resolve' }).click();
  await expect(first.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(second.getByText('Resolved', { exact: true })).toBeVisible();

  await page.route('**/api/v1/pleroma/admin/reports', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 403, json: { error: 'User is not a staff member.' } })
      : route.fallback(),
  );
  await first.getByRole('button', { name: 'Reopen' }).click();
  await expect(first.getByRole('alert')).toContainText('User is not a staff member.');
  await expect(first.getByText('Resolved', { exact: true })).toBeVisible();
});

test('the reported posts: change visibility and sensitivity, then delete one', async ({ page }) => {
  await signIn(page, 'mod');
  const modal = await openModeration(page);
  const report = modal.getByRole('article', { name: `Report on ${isolated('@mallory@far.example')}` });
  const posts = report
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox', { name: 'Visibility' }) });
  await expect(posts).toHaveCount(2);
  const post = posts.first();
  await post.getByRole('combobox', { name: 'Visibility' }).selectOption('private');
  await expect(post.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  // The box ticks at once, marked busy while the server answers (issue 38), and stays ticked
  // once it has.
  const sensitive = post.getByRole('checkbox', { name: 'Sensitive' });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/pleroma/admin/statuses/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    return route.fallback();
  });
  await sensitive.click();
  await expect(sensitive).toBeChecked();
  await expect(sensitive).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(sensitive).toHaveAttribute('aria-busy', 'false');
  await expect(sensitive).toBeChecked();
  await page.unroute('**/api/v1/pleroma/admin/statuses/*');
  // A refusal puts the box back as the server has it, and says why.
  await page.route('**/api/v1/pleroma/admin/statuses/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 403, json: { error: 'User is not a staff member.' } })
      : route.fallback(),
  );
  await sensitive.click();
  await expect(post.getByRole('alert')).toContainText('User is not a staff member.');
  await expect(sensitive).toBeChecked();
  await page.unroute('**/api/v1/pleroma/admin/statuses/*');
  await post.getByRole('button', { name: 'Delete post' }).click();
  await post.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(posts).toHaveCount(1);
});

test('a member sees no moderation entry', async ({ page }) => {
  await signIn(page, 'alice');
  const navigation = page.getByRole('navigation', { name: 'Navigation' });
  await expect(navigation.getByRole('link', { name: 'About' })).toBeVisible();
  // The navigation's entry, by its exact name: a post by "Moderation Team" on the page has a
  // "Show the card of Moderation Team" button.
  await expect(navigation.getByRole('button', { name: 'Moderation', exact: true })).toHaveCount(0);
});
