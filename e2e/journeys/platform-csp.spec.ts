import { test as unguarded } from '@playwright/test';
import { CSP_REPORTS_URL, cspReports, expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

// Murmur under the policy Akkoma sends with a frontend (decision 0090). The guard of
// support/csp.ts fails each of these journeys on any violation, reported or logged.
test.describe('Murmur runs under a strict Content-Security-Policy', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the page is served with the policy and the security headers', async ({ page }) => {
    const response = await page.goto('/main/all');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toBeTruthy();
    // Every remote of the page loaded through the federation runtime without an exception.
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
    await expect(page.getByRole('feed').locator('a[href^="/notice/"]').first()).toBeVisible();
  });

  test('a member signs in, reads, opens a conversation, a profile and the settings, and posts', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    // The conversation page (timelines remote).
    await page.goto('/main/all');
    const link = page.getByRole('feed').locator('a[href^="/notice/"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/notice\//);
    await expect(page.locator('article').first()).toBeVisible();
    // A profile (profiles remote).
    await page.goto('/users/bob');
    await expect(page.getByRole('heading', { name: /bob/i }).first()).toBeVisible();
    // The settings modal (settings remote), whose theme writes CSS variables at run time.
    await page.goto('/main/friends');
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    // A post from the sidebar's form (composer remote), which the timeline shows at once.
    const text = `Posted under the policy ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await form.getByRole('textbox', { name: 'Post new status' }).fill(text);
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('feed').locator('article').first()).toContainText(text);
  });
});

unguarded.describe('the policy is enforced and its violations reach the gateway', () => {
  unguarded('an inline script added to the page does not run, and is reported', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await cspReports(CSP_REPORTS_URL, true);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspReports()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await cspReports(CSP_REPORTS_URL, true);
  });
});
