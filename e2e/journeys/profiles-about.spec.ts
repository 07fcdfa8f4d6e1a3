import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { installInjectionGuard } from '../support/injection-guard';
import { resetDevInstance } from '../support/sign-in';

test.describe('the about page (spec 1 route table, spec 2 section 6)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('lists the staff by role, the terms and the federation policies; hostile reasons stay text', async ({
    page,
  }) => {
    const hits = await installInjectionGuard(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();

    const staff = page.getByRole('region', { name: 'Staff' });
    await expect(staff.getByRole('heading', { name: 'Administrators' })).toBeVisible();
    await expect(staff.getByRole('link', { name: /@admin$/ })).toBeVisible();
    await expect(staff.getByRole('heading', { name: 'Moderators' })).toBeVisible();
    await expect(staff.getByRole('link', { name: /@mod$/ })).toBeVisible();

    const federation = page.getByRole('region', { name: 'Federation' });
    await expect(federation.getByRole('listitem').filter({ hasText: 'SimplePolicy' })).toBeVisible();
    await expect(federation.getByText('evil.example — Reason: harassment')).toBeVisible();
    await expect(federation.getByText('<script>window.__pwned=1</script>', { exact: false })).toBeVisible();
    await expect(federation.locator('img, script')).toHaveCount(0);
    await expect(federation.getByText('#nsfw', { exact: false })).toBeVisible();

    // A staff name opens the profile.
    await expectNoSeriousA11yViolations(page);
    await staff.getByRole('link', { name: /@admin$/ }).click();
    await expect(page).toHaveURL(/\/admin$|\/users\//);
    expect(await hits()).toEqual([]);
  });
});
