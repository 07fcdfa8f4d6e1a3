import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { loginPanel, resetDevInstance, signIn } from '../support/sign-in';

const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Goes through the server's authorize page as `user` and stops at the callback URL it sends back. */
async function codeFromServer(page: Page, user: string): Promise<URL> {
  await page.goto('/login');
  await loginPanel(page).getByRole('button', { name: 'Sign in with the server’s page' }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.route('**/oauth-callback?*', (route) => route.abort());
  const callback = page.waitForRequest((request) => request.url().includes('/oauth-callback?'));
  await page.getByLabel('Username or email').fill(user);
  await page.getByLabel('Password').fill('murmur-demo');
  await page.getByRole('button', { name: 'Authorize' }).click();
  const url = new URL((await callback).url());
  await page.unroute('**/oauth-callback?*');
  return url;
}

test.describe('OAuth as current practice wants it (state and PKCE)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the authorize request carries a state and an S256 challenge, and the callback needs them', async ({
    page,
  }) => {
    await page.goto('/login');
    await loginPanel(page).getByRole('button', { name: 'Sign in with the server’s page' }).click();
    await expect(page).toHaveURL(/\/oauth\/authorize\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  test('a code issued to bob, opened in alice’s session, changes nothing and says so', async ({
    page,
    browser,
  }) => {
    // Another browser obtains a code for bob, as an attacker would.
    const attacker = await browser.newPage();
    const planted = await codeFromServer(attacker, 'bob');
    await attacker.close();

    await signIn(page, 'alice');
    await page.goto(`/oauth-callback${planted.search}`);
    await expect(page.getByRole('alert').filter({ hasText: 'already signed in' })).toBeVisible();
    await page.goto('/main/friends');
    await expect(userMenu(page)).toContainText('Alice');
  });

  test('a signed-out browser does not accept a code it did not ask for', async ({ page, browser }) => {
    const attacker = await browser.newPage();
    const planted = await codeFromServer(attacker, 'bob');
    await attacker.close();
    await page.goto(`/oauth-callback${planted.search}`);
    await expect(page.getByRole('alert').filter({ hasText: 'not started from this browser' })).toBeVisible();
    await page.goto('/main/all');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });
});
