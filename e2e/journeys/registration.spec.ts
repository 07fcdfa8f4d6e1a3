import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';

// The dev instance runs in its default registration mode (open) for every journey and has no
// run-time switch for the mode, so the approval-required journey answers /api/v1/instance (and the
// sign-up call, which an open instance would accept at once) through page.route. The app token,
// the captcha and the field errors come from the dev instance itself.

const PASSWORD = 'a long enough password';

/** The registration panel (the frame around it may hold other forms, such as a login panel). */
const panel = (page: Page) => page.getByRole('region', { name: 'Registration', exact: true });

async function fillForm(page: Page, username: string) {
  const form = panel(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Display name').fill('Lain Iwakura');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Password confirmation').fill(PASSWORD);
}

function countAccountPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/accounts') count++;
  });
  return () => count;
}

test.describe('registration (/registration)', () => {
  test.afterAll(async ({ request }) => {
    await request.post(`${DEV_INSTANCE_URL}/__dev/reset`);
  });

  test('with approval required, asks for a reason and ends on registration-request-sent', async ({
    page,
  }) => {
    await page.route(/\/api\/v[12]\/instance$/, async (route) => {
      const response = await route.fetch();
      const instance = (await response.json()) as Record<string, unknown>;
      // v1 says it at the top level, v2 under `registrations`.
      const registrations = { ...(instance.registrations as object), approval_required: true };
      await route.fulfill({
        response,
        json: { ...instance, approval_required: true, ...('domain' in instance ? { registrations } : {}) },
      });
    });
    let payload: Record<string, unknown> | null = null;
    let authorization: string | null = null;
    await page.route('**/api/v1/accounts', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      payload = route.request().postDataJSON() as Record<string, unknown>;
      authorization = await route.request().headerValue('authorization');
      await route.fulfill({
        json: {
          message: "You have been registered. You'll be able to log in once your account is approved.",
          identifier: 'awaiting_approval',
        },
      });
    });

    await page.goto('/registration');
    await expect(page.getByRole('heading', { name: 'Registration', exact: true })).toBeVisible();
    await fillForm(page, 'lain');
    await panel(page).getByRole('button', { name: 'Register' }).click();
    // The reason is required when approval is required.
    const reason = panel(page).getByLabel('Reason to register');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(panel(page).getByText('Reason cannot be left blank')).toBeVisible();
    expect(payload).toBeNull();

    await reason.fill('I would like to join the wired.');
    await panel(page).getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/registration-request-sent$/);
    await expect(page.getByRole('heading', { name: 'Registration request sent' })).toBeVisible();
    await expect(page.getByText(/sent for approval/)).toBeVisible();
    expect(payload).toMatchObject({
      nickname: 'lain',
      fullname: 'Lain Iwakura',
      reason: 'I would like to join the wired.',
      locale: 'en',
      agreement: true,
    });
    // The app token the dev instance issued for the client_credentials grant.
    expect(authorization).toMatch(/^Bearer \S+/);
  });

  test("a taken username comes back from the server as 'Username has already been taken.'", async ({
    page,
  }) => {
    await page.goto('/registration');
    await fillForm(page, 'alice');
    await panel(page).getByRole('button', { name: 'Register' }).click();
    const alert = panel(page).getByRole('alert');
    await expect(alert.getByRole('listitem')).toHaveText(['Username has already been taken.']);
    // The form is usable again.
    await expect(panel(page).getByLabel('Username')).toBeEnabled();
  });

  test('client-side validation shows each message next to its field and blocks submission', async ({
    page,
  }) => {
    const posts = countAccountPosts(page);
    await page.goto('/registration');
    await panel(page).getByRole('button', { name: 'Register' }).click();

    const username = panel(page).getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Username cannot be left blank');
    await expect(username).toBeFocused();
    await expect(panel(page).getByText('Display name cannot be left blank')).toBeVisible();
    await expect(panel(page).getByText('Password cannot be left blank', { exact: true })).toBeVisible();
    await expect(panel(page).getByText('Password confirmation cannot be left blank')).toBeVisible();

    await fillForm(page, 'lain');
    await panel(page).getByLabel('Password confirmation').fill('something else entirely');
    await panel(page).getByRole('button', { name: 'Register' }).click();
    await expect(panel(page).getByLabel('Password confirmation')).toHaveAccessibleDescription(
      'Password confirmation should be the same as password',
    );
    await expect(panel(page).getByText('Username cannot be left blank')).toHaveCount(0);
    await expect(page).toHaveURL(/\/registration$/);
    expect(posts()).toBe(0);
  });

  test('an open instance signs the new user in and goes to the home timeline', async ({ page }) => {
    await page.goto('/registration');
    await fillForm(page, `newcomer${Date.now().toString(36)}`);
    await panel(page).getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    // The token was stored: after a reload the login-required home timeline still opens (an
    // anonymous visitor would be sent to /main/all).
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account).toContainText('Lain Iwakura');
    await page.reload();
    await expect(account).toContainText('Lain Iwakura');
    await expect(page).toHaveURL(/\/main\/friends$/);
  });

  test('has no serious accessibility violations, with and without validation messages', async ({ page }) => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { name: 'Registration', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel(page).getByRole('button', { name: 'Register' }).click();
    await expect(panel(page).getByText('Username cannot be left blank')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
