import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';

// The dev instance throttles password resets (three a minute, then 429); /__dev/reset empties
// that count, so each journey starts with a fresh allowance.

/** The password-reset panel (the frame around it may hold other forms, such as a login panel). */
const panel = (page: Page) => page.getByRole('region', { name: 'Password reset' });

test.describe('password reset (/password-reset)', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${DEV_INSTANCE_URL}/__dev/reset`);
  });

  test('asks the instance to mail a link and says to check the e-mail', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
    await panel(page).getByLabel('Your email or username').fill('alice@murmur.test');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/auth/password');
    await panel(page).getByRole('button', { name: 'Send reset link' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('?email=alice%40murmur.test');
    expect(request.postData()).toBeNull();
    await expect(panel(page).getByRole('status')).toHaveText(
      'Check your email for a link to reset your password.',
    );
    await expect(panel(page).getByRole('link', { name: 'Return to the home page' })).toBeVisible();
  });

  test('says the limit of attempts is reached when the instance throttles', async ({ page, request }) => {
    // Use up the allowance, as someone trying repeatedly would.
    for (let i = 0; i < 3; i++) {
      const reply = await request.post(`${DEV_INSTANCE_URL}/auth/password?email=alice`);
      expect(reply.status()).toBe(204);
    }
    await page.goto('/password-reset');
    await panel(page).getByLabel('Your email or username').fill('alice');
    await panel(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(panel(page).getByRole('alert')).toHaveText(
      'You have reached the limit of attempts, try again later.',
    );
  });

  test('says a reset is required, or that it is disabled, when the mailer is off', async ({ page }) => {
    await page.route(/\/nodeinfo\/2\.[01](\.json)?$/, async (route) => {
      const response = await route.fetch();
      const nodeinfo = (await response.json()) as { metadata?: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...nodeinfo, metadata: { ...nodeinfo.metadata, mailerEnabled: false } },
      });
    });
    await page.goto('/password-reset?passwordResetRequested=true');
    await expect(
      panel(page).getByText(
        'You must reset your password, but password reset is disabled. Please contact your instance administrator.',
      ),
    ).toBeVisible();
    await expect(panel(page).getByLabel('Your email or username')).toHaveCount(0);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(panel(page).getByLabel('Your email or username')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
