import { expect, test } from '../support/csp';

test('a remote that cannot be fetched fails alone, and Retry brings it back', async ({ page }) => {
  await page.route('**/remotes/timelines/**', (route) => route.abort());
  await page.goto('/main/all');

  const error = page.getByRole('alert').filter({ hasText: 'An error occurred' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('Please try again');
  // The rest of the page keeps working.
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  await expect(page.getByRole('feed')).toHaveCount(0);

  await page.unroute('**/remotes/timelines/**');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
  await expect(error).toHaveCount(0);
});

test('a failing post display remote leaves the timeline frame usable', async ({ page }) => {
  await page.route('**/remotes/composer/**', (route) => route.abort());
  await page.goto('/main/all');
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  await page.unroute('**/remotes/composer/**');
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
});
