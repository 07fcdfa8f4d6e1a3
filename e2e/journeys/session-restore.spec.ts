import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn } from '../support/sign-in';

/** Makes the dev instance answer the next `times` checks of the token with the given fault. */
async function faultVerifyCredentials(fault: Record<string, unknown>, times = 1): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/api/v1/accounts/verify_credentials', times, ...fault }),
  });
  if (!reply.ok) throw new Error(`/__dev/faults answered ${reply.status}`);
}

test.describe('a slow or failing start never signs anyone out', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  for (const [name, fault] of [
    ['a 500', { status: 500 }],
    ['a 503', { status: 503 }],
    ['a 429', { status: 429 }],
    ['a malformed reply', { malformedJson: true }],
  ] as const) {
    test(`after ${name} to verify_credentials the session comes back, on the same route`, async ({
      page,
    }) => {
      await signIn(page, 'alice');
      await faultVerifyCredentials(fault);
      await page.goto('/bookmarks');
      // The server could not confirm the token: shown signed out for now, and told why.
      await expect(
        page.getByText('Your server did not answer, so you are shown signed out for now.', { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/main\/all$/);
      // The next attempt (2 s later) succeeds: signed in again, back on /bookmarks.
      await expect(page.getByText('You are signed in again')).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/bookmarks$/);
      await expect(
        page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
      ).toBeVisible();
    });
  }

  test('a token the server refuses (401) ends the session: the page says so and offers to log in again', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await faultVerifyCredentials({ status: 401 });
    await page.goto('/bookmarks');
    await expect(page).toHaveURL(/\/main\/all$/);
    const notice = page.locator('.notice', { hasText: 'Your session has ended' });
    await expect(notice).toBeVisible();
    await page.waitForTimeout(2_500); // no retry signs anyone back in: the token is gone
    await expect(page.getByText('You are signed in again')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(notice).toHaveCount(0);
  });

  test('a server that keeps failing, then recovers: the notice has Retry and the session comes back by itself', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await faultVerifyCredentials({ status: 503 }, 1_000);
    await page.goto('/bookmarks');
    const notice = page.locator('.notice', { hasText: 'Your server did not answer' });
    await expect(notice).toBeVisible();
    // Retry while the server still fails: it asks again, the notice stays, the session stays away.
    const asked = page.waitForRequest(/\/api\/v1\/accounts\/verify_credentials/);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await asked;
    await expect(notice).toBeVisible();
    await page.waitForTimeout(6_000); // longer than the old 5 s notice: it is still there
    await expect(notice).toBeVisible();
    // The server recovers: the session is back without a click, within the retry cap (4 s).
    await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, { method: 'DELETE' });
    await expect(page.getByText('You are signed in again')).toBeVisible({ timeout: 5_000 });
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/bookmarks$/);
  });
});
