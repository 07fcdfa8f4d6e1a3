import { expect, test } from '@playwright/test';

test('the About screen is ours inside the released shell', async ({ page }) => {
  // Murmur's own complaints: a slot that failed, a remote refused, a policy violation.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /murmur|federation|content security policy/i.test(message.text()))
      errors.push(message.text());
  });
  await page.goto('/about');
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: /^About / });
  await expect(heading).toBeVisible();
  await expect(main.locator('.__CONTAINER__-about')).toBeVisible();
  expect(errors).toEqual([]);
});
