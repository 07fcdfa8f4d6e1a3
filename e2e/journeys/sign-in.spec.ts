import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import {
  loginPanel,
  RECOVERY_CODES,
  resetDevInstance,
  signIn,
  submitLogin,
  totpCode,
} from '../support/sign-in';

const userMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('signing in (spec 1 sections 2, 4 and 5)', () => {
  test('/login has the login panel and no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    const panel = loginPanel(page);
    await expect(panel.getByLabel('Username')).toBeVisible();
    await expect(panel.getByLabel('Password')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('alice signs in with her password and reaches the home timeline', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(userMenu(page)).toContainText(/alice/i);
  });

  test('a signed-in session survives a reload', async ({ page }) => {
    await signIn(page, 'alice');
    await page.reload();
    await expect(userMenu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  });

  test('a wrong password reads "Wrong username or password"', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'alice', 'not-her-password');
    const alert = loginPanel(page).getByRole('alert');
    await expect(alert).toContainText('Wrong username or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPanel(page).getByLabel('Password')).toBeFocused();
    await loginPanel(page).getByRole('button', { name: 'Dismiss error' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('a server that does not answer reads "Failed to connect to server, try again"', async ({ page }) => {
    await page.route('**/oauth/token', (route) => route.abort());
    await page.goto('/login');
    await submitLogin(page, 'alice');
    await expect(loginPanel(page).getByRole('alert')).toContainText('Failed to connect to server, try again');
    await expect(loginPanel(page).getByLabel('Username')).toBeEnabled();
  });

  test('the totp account signs in with an authentication code', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'totp');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Authentication code').fill(await totpCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(userMenu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('a wrong authentication code clears the field and shows the server’s error', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'totp');
    const code = page.getByLabel('Authentication code');
    const current = await totpCode();
    await code.fill(current === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('alert'),
    ).toContainText('Invalid code');
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();
    // Cancel goes back to the password form.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(loginPanel(page).getByLabel('Username')).toBeVisible();
  });

  test('the totp account signs in with a single-use recovery code', async ({ page }) => {
    // Recovery codes are single-use: a fresh world gives the first one back.
    await resetDevInstance();
    await page.goto('/login');
    await submitLogin(page, 'totp');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor recovery' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // There and back again.
    await page.getByRole('button', { name: 'Enter a two-factor code' }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(RECOVERY_CODES[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(userMenu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the OAuth code flow signs in through the server’s own page', async ({ page }) => {
    await page.goto('/login');
    await loginPanel(page).getByRole('button', { name: 'Sign in with the server’s page' }).click();
    await expect(page).toHaveURL(/\/oauth\/authorize\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/oauth-callback$/);
    expect(url.searchParams.get('scope')).toBe('read write follow push admin');
    await page.getByLabel('Username or email').fill('alice');
    await page.getByLabel('Password').fill('murmur-demo');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(userMenu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  });
});
