import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('follow requests (spec 2 sections 2 and 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the locked account approves one request and denies another; the badge counts down', async ({
    page,
  }) => {
    await signIn(page, 'locked');
    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: /Follow requests/ }) });
    const entry = nav.getByRole('link', { name: /Follow requests/ });
    const badge = entry.getByText(/^\d+ pending$/);
    const before = Number((await badge.textContent())?.match(/^(\d+)/)?.[1] ?? '0');
    expect(before).toBeGreaterThanOrEqual(2);
    await entry.click();
    await expect(page).toHaveURL(/\/friend-requests$/);
    const requests = page.getByRole('region', { name: 'Follow requests' }).getByRole('listitem');
    await expect(requests).toHaveCount(before);
    // A short list has nothing after it: no "Load more" (issue 38).
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await requests.first().getByRole('button', { name: 'Approve' }).click();
    await expect(requests).toHaveCount(before - 1);
    await expect(badge).toHaveText(`${before - 1} pending`);

    // With modalOnDenyFollow on, denying asks first.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('murmur:preferences') ?? '{}');
      localStorage.setItem('murmur:preferences', JSON.stringify({ ...stored, modalOnDenyFollow: true }));
    });
    await page.reload();
    await expect(requests).toHaveCount(before - 1);
    await requests.first().getByRole('button', { name: 'Deny' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deny follow request' });
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await expect(requests).toHaveCount(before - 2);
    await expect(page.getByText('No one is waiting for your answer.')).toBeVisible();
  });
});
